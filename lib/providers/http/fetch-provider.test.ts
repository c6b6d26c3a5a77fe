import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { startRecordedServer } from "@/tests/helpers/recorded-server";
import { fetchProvider, fetchProviderJson } from "./fetch-provider";

let vendor: Awaited<ReturnType<typeof startRecordedServer>>;

beforeAll(async () => {
  vendor = await startRecordedServer([
    { path: "/ok", body: { rows: [1, 2] } },
    { path: "/none", status: 404, body: { error: "No assessments could be found for that query" } },
    { path: "/denied", status: 401, body: { error: "bad token sk-secret" } },
    { path: "/busy", status: 429, body: "slow down" },
    { path: "/broken", status: 500, body: "stack trace" },
    { path: "/bad-request", status: 422, body: { error: "bad" } },
    { path: "/not-json", body: "<html>maintenance</html>" },
    { path: "/hang", delayMs: Infinity },
  ]);
});
afterAll(() => vendor.close());

const call = (path: string, extra: Partial<Parameters<typeof fetchProvider>[0]> = {}) =>
  fetchProviderJson({ service: "the test service", url: vendor.url + path, timeoutMs: 2000, ...extra });

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("fetchProvider", () => {
  it("returns the parsed body of a success", async () => {
    await expect(call("/ok")).resolves.toEqual({ status: 200, json: { rows: [1, 2] } });
  });

  it("passes statuses the caller reads itself", async () => {
    await expect(call("/none", { passStatuses: [404] })).resolves.toMatchObject({ status: 404 });
  });

  it.each([
    ["/none", 502, "rejected the request (status 404)"],
    ["/denied", 502, "refused our credentials"],
    ["/busy", 503, "limiting our requests"],
    ["/broken", 503, "not available (status 500)"],
    ["/bad-request", 502, "rejected the request (status 422)"],
    ["/not-json", 502, "could not read"],
  ])("%s → %i saying %s, never the vendor's body", async (path, status, text) => {
    const error = await errorOf(call(path));
    expect(error.status).toBe(status);
    expect(error.message).toContain(text);
    expect(error.message).not.toMatch(/sk-secret|stack trace|maintenance/);
  });

  it("gives up after its timeout with 503", async () => {
    const started = Date.now();
    const error = await errorOf(call("/hang", { timeoutMs: 300 }));
    expect(error.status).toBe(503);
    expect(error.message).toBe("The test service did not answer within 0.3 s. Try again in a moment.");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("answers 503 when nothing listens", async () => {
    const error = await errorOf(fetchProvider({ service: "the test service", url: "http://127.0.0.1:9/x", timeoutMs: 2000 }));
    expect(error.status).toBe(503);
    expect(error.message).toContain("could not be reached");
  });

  it("sends the headers it is given", async () => {
    await call("/ok", { headers: { authorization: "Bearer t0k" } });
    expect(vendor.seen.at(-1)?.headers.authorization).toBe("Bearer t0k");
  });
});
