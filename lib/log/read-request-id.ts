// An id a load balancer or client already gave the request is kept, so one id follows
// the request through every log; anything else (too long, spaces, control characters,
// quotes) is replaced with a fresh one rather than written to logs and headers.
const SAFE_REQUEST_ID = /^[\w.:=+/-]{1,128}$/;

export const REQUEST_ID_HEADER = "X-Request-Id";

export function isSafeRequestId(value: string | null | undefined): value is string {
  return typeof value === "string" && SAFE_REQUEST_ID.test(value);
}

export function readRequestId(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return isSafeRequestId(given) ? given : crypto.randomUUID();
}
