"use client";
import { useSyncExternalStore } from "react";
import { AUTH_FLAG_KEY, UNAUTHORIZED_EVENT } from "@/lib/http/api-fetch";

const FLAG_EVENT = "pas:auth-flag";

export function setAuthFlag() {
  window.localStorage.setItem(AUTH_FLAG_KEY, "true");
  window.dispatchEvent(new Event(FLAG_EVENT));
}

function subscribe(listener: () => void) {
  window.addEventListener(FLAG_EVENT, listener);
  window.addEventListener(UNAUTHORIZED_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(FLAG_EVENT, listener);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * The spec's stored flag (§4): the app shows only while it equals "true". The server has
 * already checked the session cookie before rendering, so during server rendering the
 * flag is assumed set; a 401 from any call clears it and the login screen returns.
 */
export function useAuthFlag(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(AUTH_FLAG_KEY) === "true",
    () => true,
  );
}
