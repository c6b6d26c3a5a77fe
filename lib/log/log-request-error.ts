import { describeError } from "./format-log-line";
import { isSafeRequestId } from "./read-request-id";
import { writeLog } from "./write-log";

// The parts of Next's onRequestError arguments we log (instrumentation.ts). Headers are
// read for a request id only: cookies never reach the log.
export type RequestErrorRequest = { path: string; method: string; headers: Record<string, string | string[] | undefined> };
export type RequestErrorContext = { routePath: string; routeType: string; renderSource?: string };

/** One JSON line for an error Next caught while rendering a page or RSC payload. */
export function logRequestError(error: unknown, request: RequestErrorRequest, context: RequestErrorContext): void {
  const given = request.headers["x-request-id"];
  const described = describeError(error);
  writeLog({
    level: "error",
    msg: "request error",
    method: request.method,
    path: request.path.split("?")[0] ?? "",
    routePath: context.routePath,
    routeType: context.routeType,
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    ...(typeof given === "string" && isSafeRequestId(given) ? { requestId: given } : {}),
    ...(typeof described.digest === "string" ? { digest: described.digest } : {}),
    error: described,
  });
}
