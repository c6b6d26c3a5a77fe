"use client";
import { Building2, Lock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { authMutations } from "@/lib/auth/api";
import { ApiError } from "@/lib/http/api-fetch";
import { LOGGED_OUT_KEY } from "./logout-button";
import { setAuthFlag } from "./use-auth-flag";

function loginFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.userMessage;
  return "Incorrect password. Please try again.";
}

export function LoginScreen() {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const login = useMutation(authMutations.login());
  const busy = login.isPending;

  // Logout reloads the page, so its toast is shown by the login screen that follows.
  useEffect(() => {
    if (window.sessionStorage.getItem(LOGGED_OUT_KEY)) {
      window.sessionStorage.removeItem(LOGGED_OUT_KEY);
      toast({ title: "Logged Out", description: "You have been successfully logged out." });
    }
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password.trim() || busy) return;
    login.mutate(password, {
      onSuccess: () => {
        setAuthFlag();
        toast({ title: "Access Granted", description: "Welcome to Property Analysis System" });
        router.refresh();
      },
      onError: (error) => toast({ variant: "destructive", title: "Access Denied", description: loginFailureText(error) }),
      onSettled: () => setPassword(""),
    });
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-background to-accent p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Building2 className="size-6" aria-hidden />
          </div>
          <CardTitle className="text-2xl">Property Analysis System</CardTitle>
          <CardDescription>Property Intelligence Platform: enter the access password to continue</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="access-password">Password</Label>
              <div className="relative">
                <Lock className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
                <Input
                  id="access-password"
                  type="password"
                  autoComplete="current-password"
                  placeholder="Enter password"
                  className="pl-9"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoFocus
                />
              </div>
            </div>
            <SubmitButton busy={busy} busyText="Verifying..." disabled={!password.trim()}>
              Access System
            </SubmitButton>
          </form>
          <p className="mt-6 text-center text-xs text-muted-foreground">Authorized access only</p>
        </CardContent>
      </Card>
    </main>
  );
}
