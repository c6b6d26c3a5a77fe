import type { Instrumentation } from "next";
import { logRequestError } from "./lib/log/log-request-error";

// Runs once when the server starts. The Node-only part lives in its own file so the
// edge bundle of this hook never sees process.exit.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}

// Errors Next catches while rendering pages and RSC payloads (API errors are logged by
// route()): one JSON line each, with the route and the digest the browser was shown.
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  logRequestError(error, request, context);
};
