"use client";
import type { ReactNode } from "react";
import { LoginScreen } from "./login-screen";
import { useAuthFlag } from "./use-auth-flag";

/** The server has verified the session cookie; the stored flag (spec §4) must agree too. */
export function AccessGate({ children }: { children: ReactNode }) {
  return useAuthFlag() ? <>{children}</> : <LoginScreen />;
}
