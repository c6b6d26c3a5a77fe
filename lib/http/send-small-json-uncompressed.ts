/**
 * Next compresses every route answer as it streams out, through a new zlib stream per
 * response (a fresh compressor and a thread-pool hop per chunk): ~2 ms of server CPU per API
 * answer on this project's machines, whatever its size, a fifth to a third of a search's own
 * cost (docs/decisions/119). A route cannot compress its own answer instead: Next drops a
 * route's Content-Encoding and Content-Length. So a JSON answer small enough that its bytes
 * cost less on the wire than its compression costs the server goes out as it is, marked
 * `no-transform` (which Next's compression honours); a larger one is still compressed.
 */
export const MAX_UNCOMPRESSED_JSON_BYTES = 32_768;

const isJson = (response: Response) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get("content-type") ?? "");

/** The answer, marked not to be compressed when it is JSON under MAX_UNCOMPRESSED_JSON_BYTES; anything else untouched. */
export async function sendSmallJsonUncompressed(response: Response): Promise<Response> {
  if (!response.body || !isJson(response)) return response;
  const bytes = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  if (bytes.byteLength < MAX_UNCOMPRESSED_JSON_BYTES) {
    const cacheControl = headers.get("cache-control");
    headers.set("cache-control", cacheControl ? `${cacheControl}, no-transform` : "no-transform");
  }
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers });
}
