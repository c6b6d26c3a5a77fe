import { ZodError } from "zod";
import { classifyDatabaseError } from "@/lib/errors/classify-database-error";
import { writeLog } from "@/lib/log/write-log";
import { AppError } from "@/lib/errors/app-error";

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

export function jsonError(status: number, code: string, message: string, details?: unknown, headers?: Record<string, string>): Response {
  const body: ErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
  return Response.json(body, { status, headers });
}

// zod's own English messages ("Invalid input: expected number, received string", "Too big: …");
// the schemas' messages are sentences written for people and are shown as they are.
const ZOD_DEFAULT_MESSAGE = /^(Invalid (input|option|string|number|key|value|discriminator)\b|Too (small|big):|Unrecognized keys?:)/;

function describeZodIssue(issue: ZodError["issues"][number]): string {
  if (!ZOD_DEFAULT_MESSAGE.test(issue.message) || !issue.path.length) return issue.message;
  // A built-in message names no field, so the sentence does.
  return `The value of ${issue.path.join(".")} is not valid (${issue.message}).`;
}

/**
 * The message people read (toasts, error cards): the first few distinct sentences, without
 * "field: " prefixes; the fields stay in `details` for API clients.
 */
export function describeZodError(error: ZodError): string {
  return [...new Set(error.issues.map(describeZodIssue))].slice(0, 3).join(" ");
}

function isPrismaNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2025";
}

/** The request an error belongs to, so its log line carries the request's id. */
export type ErrorLogContext = { requestId: string; method: string; path: string };

/** Turns anything thrown by a handler into the API's error body; internals are never sent. */
export function toErrorResponse(error: unknown, request?: ErrorLogContext): Response {
  const where = request ? { requestId: request.requestId, method: request.method, path: request.path } : {};
  if (error instanceof AppError) return jsonError(error.status, error.code, error.message, error.details, error.headers);
  if (error instanceof ZodError) {
    return jsonError(400, "bad_request", describeZodError(error), error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  }
  if (isPrismaNotFound(error)) return jsonError(404, "not_found", "Not found");
  const failure = classifyDatabaseError(error);
  if (failure) {
    writeLog({ level: "error", msg: `database ${failure}`, ...where, error: { message: error instanceof Error ? error.message : String(error) } });
    return failure === "cannot_write"
      ? jsonError(503, "unavailable", "The database cannot save changes right now (it is full or read-only). Nothing was saved; try again once an operator has fixed it.")
      : jsonError(503, "unavailable", "The database is busy or unreachable. Try again in a moment.", undefined, { "Retry-After": "5" });
  }
  writeLog({ level: "error", msg: "unhandled error", ...where, error });
  return jsonError(500, "internal", "Something went wrong");
}
