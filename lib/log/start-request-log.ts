import { REQUEST_ID_HEADER, readRequestId } from "./read-request-id";
import { writeLog } from "./write-log";

export type RequestLog = {
  requestId: string;
  method: string;
  /** The path only: query strings can carry what people typed. */
  path: string;
  /** Stamps the response with the request id and writes the request's one log line. */
  finish: (response: Response) => Response;
};

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Some responses (Response.redirect, fetched ones) have immutable headers.
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/** Starts timing a request through route(): method, path, status, duration and id. */
export function startRequestLog(request: Request, now: () => number = () => performance.now()): RequestLog {
  const started = now();
  const requestId = readRequestId(request.headers);
  const method = request.method;
  const path = new URL(request.url).pathname;
  return {
    requestId,
    method,
    path,
    finish(response) {
      const durationMs = Math.round((now() - started) * 10) / 10;
      writeLog({ level: response.status >= 500 ? "error" : "info", msg: "request", method, path, status: response.status, durationMs, requestId });
      return withHeader(response, REQUEST_ID_HEADER, requestId);
    },
  };
}
