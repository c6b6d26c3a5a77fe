"use client";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";

export const LOGGED_OUT_KEY = "pas.loggedOut";

export function LogoutButton() {
  async function logout() {
    await fetch("/api/auth/logout", { method: "POST", credentials: "include" }).catch(() => undefined);
    window.localStorage.clear();
    window.sessionStorage.setItem(LOGGED_OUT_KEY, "1");
    window.location.reload();
  }
  return (
    <Button variant="outline" size="sm" onClick={logout} className="hidden sm:inline-flex">
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}
