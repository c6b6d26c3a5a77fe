"use client";
import { useMutation } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { authMutations } from "@/lib/auth/api";

export const LOGGED_OUT_KEY = "pas.loggedOut";

export function LogoutButton() {
  const logout = useMutation(authMutations.logout());
  function logOut() {
    logout.mutate(undefined, {
      onSettled: () => {
        window.localStorage.clear();
        window.sessionStorage.setItem(LOGGED_OUT_KEY, "1");
        window.location.reload();
      },
    });
  }
  return (
    <Button variant="outline" size="sm" onClick={logOut} className="hidden sm:inline-flex">
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}
