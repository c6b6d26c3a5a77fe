import { AppError } from "@/lib/errors/app-error";

/** One call to a live service. `service` names it in messages people read ("the EPC register"). */
export type ProviderRequest = {
  service: string;
  url: string;
  /** GET unless given (an LLM's chat completions are a POST of JSON). */
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Statuses the caller reads itself (e.g. 404 = "none found"); others become errors. */
  passStatuses?: readonly number[];
};

export type ProviderResponse = { status: number; headers: Headers; body: ArrayBuffer };

/**
 * The one way a live adapter calls its vendor: a timeout on every call, and vendor
 * failures turned into the AppErrors the route wrapper answers with (502 when the vendor
 * answered wrongly, 503 when it could not be reached or is busy). Vendor bodies never
 * reach the user; they may hold keys echoed back or internal detail.
 */
export async function fetchProvider(request: ProviderRequest): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? "GET",
      body: request.body,
      headers: request.headers,
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    throw describeFetchFailure(request, error);
  }
  if (response.ok || request.passStatuses?.includes(response.status)) {
    try {
      return { status: response.status, headers: response.headers, body: await response.arrayBuffer() };
    } catch (error) {
      throw describeFetchFailure(request, error);
    }
  }
  await response.body?.cancel();
  throw describeVendorStatus(request.service, response.status);
}

/** As fetchProvider, parsing the body as JSON; a body that is not JSON is the vendor's fault (502). */
export async function fetchProviderJson(request: ProviderRequest): Promise<{ status: number; json: unknown }> {
  const response = await fetchProvider(request);
  try {
    return { status: response.status, json: JSON.parse(new TextDecoder().decode(response.body)) as unknown };
  } catch {
    throw new AppError("provider_error", `${capitalise(request.service)} sent an answer we could not read. Try again later.`);
  }
}

function describeFetchFailure(request: ProviderRequest, error: unknown): AppError {
  const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
  if (timedOut) {
    const seconds = Math.round(request.timeoutMs / 100) / 10;
    return new AppError("unavailable", `${capitalise(request.service)} did not answer within ${seconds} s. Try again in a moment.`);
  }
  return new AppError("unavailable", `${capitalise(request.service)} could not be reached. Try again in a moment.`);
}

export function describeVendorStatus(service: string, status: number): AppError {
  const name = capitalise(service);
  if (status === 401 || status === 403) {
    return new AppError("provider_error", `${name} refused our credentials. An administrator should check its key in the settings.`);
  }
  if (status === 429) return new AppError("unavailable", `${name} is limiting our requests. Try again in a minute.`);
  if (status >= 500) return new AppError("unavailable", `${name} is not available (status ${status}). Try again later.`);
  return new AppError("provider_error", `${name} rejected the request (status ${status}).`);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
