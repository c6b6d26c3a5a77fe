import { z } from "zod";
import { hasRequestSession } from "@/lib/auth/session.server";
import { startRequestLog } from "@/lib/log/start-request-log";
import { AppError } from "@/lib/errors/app-error";
import { checkRequestOrigin, checkWriteMediaType, readMediaType } from "./check-request-origin";
import { toErrorResponse } from "./error-response";

const MAX_JSON_BYTES = 1_000_000;

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

type RouteOptions<P, Q, B> = { params?: P; query?: Q; body?: B; public?: boolean };
type HandlerInput<P, Q, B> = { params: Infer<P>; query: Infer<Q>; body: Infer<B>; request: Request };
type RouteContext = { params: Promise<Record<string, string | string[]>> };

async function readJsonBody(request: Request): Promise<unknown> {
  if (readMediaType(request) !== "application/json") throw new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  // A declared size over the limit is refused before anything is read into memory.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BYTES) throw new AppError("payload_too_large", "The request body is too large (at most 1 MB).");
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("payload_too_large", "The request body is too large (at most 1 MB).");
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
}

async function requireSession(request: Request) {
  if (!(await hasRequestSession(request))) throw new AppError("unauthorized", "Sign in to use the API.");
}

// API answers are per-user data: never stored by a browser or a shared cache.
function withNoStore(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * Wraps a route handler: refuses cross-site and non-JSON writes, checks the session
 * (unless public), parses params, query and body with zod, runs the handler, and turns
 * errors into the API's error body. A handler returns plain data (sent as JSON) or a
 * Response of its own (files, cookies).
 */
export function route<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  options: RouteOptions<P, Q, B>,
  handler: (input: HandlerInput<P, Q, B>) => unknown,
) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    // One JSON log line per request, and its id in X-Request-Id (lib/log).
    const log = startRequestLog(request);
    try {
      checkRequestOrigin(request);
      checkWriteMediaType(request);
      if (!options.public) await requireSession(request);
      const rawParams = context ? await context.params : {};
      const searchParams = Object.fromEntries(new URL(request.url).searchParams);
      const params = (options.params ? options.params.parse(rawParams) : undefined) as Infer<P>;
      const query = (options.query ? options.query.parse(searchParams) : undefined) as Infer<Q>;
      const body = (options.body ? options.body.parse(await readJsonBody(request)) : undefined) as Infer<B>;
      const result = await handler({ params, query, body, request });
      return log.finish(withNoStore(result instanceof Response ? result : Response.json(result ?? null)));
    } catch (error) {
      return log.finish(withNoStore(toErrorResponse(error, log)));
    }
  };
}
