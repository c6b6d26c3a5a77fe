import { z } from "zod";
import { findRequestSession } from "@/lib/auth/session.server";
import { withOneDataVersion } from "@/lib/data-version/request-data-version";
import { hashSessionId } from "@/lib/auth/session-token";
import { startRequestLog } from "@/lib/log/start-request-log";
import { AppError } from "@/lib/errors/app-error";
import { checkRequestOrigin, checkWriteMediaType, readMediaType } from "./check-request-origin";
import { sendSmallJsonUncompressed } from "./send-small-json-uncompressed";
import { toErrorResponse } from "./error-response";

const MAX_JSON_BYTES = 1_000_000;

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** A multipart upload in the field `file`: over maxBytes → 413, another extension → 415. */
export type FileOptions = { maxBytes: number; extensions: readonly string[] };
type RouteOptions<P, Q, B, F> = { params?: P; query?: Q; body?: B; file?: F; public?: boolean };
/**
 * The signed-in session, as the Session table names it (a hash of the cookie's id, never the
 * id itself, which is the cookie's secret). One password gate means this is the only
 * identity there is; undefined on a public route.
 */
export type RequestSession = { key: string };
type HandlerInput<P, Q, B, F> = { params: Infer<P>; query: Infer<Q>; body: Infer<B>; file: F extends FileOptions ? File : undefined; request: Request; session: RequestSession | undefined };
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

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD_BYTES = 16_384;

async function readFileField(request: Request, spec: FileOptions): Promise<File> {
  const kinds = spec.extensions.join(" or ");
  if (readMediaType(request) !== "multipart/form-data") throw new AppError("unsupported_media_type", `Send the file as multipart/form-data in the field "file" (${kinds}).`);
  const tooLarge = new AppError("payload_too_large", `The file is too large (at most ${spec.maxBytes / 1_000_000} MB).`);
  // A declared size over the limit is refused before anything is read into memory.
  if (Number(request.headers.get("content-length") ?? 0) > spec.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge;
  const form = await request.formData().catch(() => {
    throw new AppError("bad_request", "The upload could not be read as a multipart form.");
  });
  const file = form.get("file");
  if (!(file instanceof File)) throw new AppError("bad_request", `Attach the file in the field "file" (${kinds}).`);
  if (file.size > spec.maxBytes) throw tooLarge;
  const name = file.name.toLowerCase();
  if (!spec.extensions.some((extension) => name.endsWith(extension))) throw new AppError("unsupported_media_type", `Upload a ${kinds} file.`);
  return file;
}

async function requireSession(request: Request): Promise<RequestSession> {
  const claims = await findRequestSession(request);
  if (!claims) throw new AppError("unauthorized", "Sign in to use the API.");
  return { key: hashSessionId(claims.id) };
}

// API answers are per-user data: never stored by a browser or a shared cache.
function withNoStore(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * Wraps a route handler: refuses cross-site and non-JSON writes (multipart for a `file` route), checks the session
 * (unless public), parses params, query and body with zod, runs the handler, and turns
 * errors into the API's error body. A handler returns plain data (sent as JSON) or a
 * Response of its own (files, cookies).
 */
export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  F extends FileOptions | undefined = undefined,
>(
  options: RouteOptions<P, Q, B, F>,
  handler: (input: HandlerInput<P, Q, B, F>) => unknown,
) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    // One JSON log line per request, and its id in X-Request-Id (lib/log).
    const log = startRequestLog(request);
    const finish = async (response: Response) => log.finish(await sendSmallJsonUncompressed(withNoStore(response)));
    try {
      checkRequestOrigin(request);
      // An upload route takes multipart (its file checks below); every other write, JSON.
      if (!options.file) checkWriteMediaType(request);
      const session = options.public ? undefined : await requireSession(request);
      const rawParams = context ? await context.params : {};
      const searchParams = Object.fromEntries(new URL(request.url).searchParams);
      const params = (options.params ? options.params.parse(rawParams) : undefined) as Infer<P>;
      const query = (options.query ? options.query.parse(searchParams) : undefined) as Infer<Q>;
      const body = (options.body ? options.body.parse(await readJsonBody(request)) : undefined) as Infer<B>;
      const file = (options.file ? await readFileField(request, options.file) : undefined) as HandlerInput<P, Q, B, F>["file"];
      const result = await withOneDataVersion(async () => handler({ params, query, body, file, request, session }));
      return await finish(result instanceof Response ? result : Response.json(result ?? null));
    } catch (error) {
      return finish(toErrorResponse(error, log));
    }
  };
}
