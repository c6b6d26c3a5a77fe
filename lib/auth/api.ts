import { mutationOptions } from "@tanstack/react-query";
import { apiFetch, apiRequest } from "@/lib/http/api-fetch";

const LOGIN_PATH = "/api/auth/login";
const LOGOUT_PATH = "/api/auth/logout";

export const authMutations = {
  login: () =>
    mutationOptions({
      mutationKey: [LOGIN_PATH],
      mutationFn: (password: string) => apiFetch(LOGIN_PATH, { json: { password } }),
    }),
  // Logging out goes ahead in the browser even when the call fails: the cookie then expires
  // on its own, and the page reloads to the login screen either way.
  logout: () =>
    mutationOptions({
      mutationKey: [LOGOUT_PATH],
      mutationFn: () => apiRequest(LOGOUT_PATH, { method: "POST" }).then(() => undefined, () => undefined),
    }),
};
