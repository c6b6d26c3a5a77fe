import type { z } from "zod";

export const AUTH_FLAG_KEY = "pas.authenticated";
export const UNAUTHORIZED_EVENT = "pas:unauthorized";

/** Error of a non-OK call: message "<status>: <body text or status text>" (spec §7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  /**
   * What people read in toasts and cards: the server's own message from
   * `{ error: { message } }`, or, when the answer is not the API's (a proxy's error page,
   * an empty body), a sentence saying what happened instead of "502: Bad Gateway".
   */
  get userMessage(): string {
    try {
      const parsed = JSON.parse(this.bodyText) as { error?: { message?: unknown } };
      if (typeof parsed.error?.message === "string" && parsed.error.message.trim()) return parsed.error.message;
    } catch {
      // not JSON: described below
    }
    return this.status >= 500 ? `The server could not answer (error ${this.status}). Try again in a moment.` : `The request was refused (error ${this.status}). Check what you entered and try again.`;
  }
}

/** The message to show for a failed call, or `fallback` when there is nothing a person can use. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage;
  // fetch itself failed (offline, server down): the browsers' "Failed to fetch" (Chrome),
  // "NetworkError when attempting…" (Firefox), "Load failed" (Safari) say nothing useful.
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return "The server could not be reached. Check your connection and try again.";
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function signalUnauthorized() {
  if (typeof window === "undefined") return;
  window.localStorage.removeItem(AUTH_FLAG_KEY);
  window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

export async function apiRequest(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(path, { credentials: "include", ...init });
  if (!response.ok) {
    if (response.status === 401) signalUnauthorized();
    throw new ApiError(response.status, await response.text().catch(() => ""), response.statusText);
  }
  return response;
}

/** A query key's params: `{name}` placeholders in the path, the rest the query string. */
export type ApiParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The URL of a call from the two parts of its query key, `[path, params]`:
 * apiPath("/api/uprn/{uprn}/details", { uprn: "1" }) is "/api/uprn/1/details" and
 * apiPath("/api/trends", { area: "NE3" }) is "/api/trends?area=NE3". Undefined and null params are left out.
 */
export function apiPath(path: string, params: ApiParams = {}): string {
  const query = new URLSearchParams();
  const used = new Set<string>();
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    used.add(name);
    const value = params[name];
    if (value === undefined || value === null || value === "") throw new Error(`apiPath: ${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  for (const [name, value] of Object.entries(params)) {
    if (!used.has(name) && value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** Same-origin JSON call; a schema, when given, checks what came back. */
export async function apiFetch<T = unknown>(path: string, init?: RequestInit & { json?: unknown }, schema?: z.ZodType<T>): Promise<T> {
  const { json, ...rest } = init ?? {};
  const request: RequestInit =
    json === undefined ? rest : { ...rest, method: rest.method ?? "POST", body: JSON.stringify(json), headers: { "content-type": "application/json", ...rest.headers } };
  const response = await apiRequest(path, request);
  const data: unknown = await response.json();
  return schema ? schema.parse(data) : (data as T);
}
