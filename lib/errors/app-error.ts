export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "too_many_requests"
  | "provider_error"
  | "unavailable"
  | "internal";

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  provider_error: 502,
  unavailable: 503,
  internal: 500,
};

/** The one error type handlers and domain code throw; its message is shown to people. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = statusOf[code];
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError("bad_request", message, details);
export const notFound = (message: string) => new AppError("not_found", message);
