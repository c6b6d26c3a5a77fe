import { afterEach, describe, expect, it, vi } from "vitest";
import { logRequestError } from "./log-request-error";

afterEach(() => vi.restoreAllMocks());

function captureLines(): string[] {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
  return lines;
}

describe("logRequestError (Next's onRequestError)", () => {
  it("writes one JSON line with the route, the path without its query, and the digest", () => {
    const lines = captureLines();
    const error = Object.assign(new Error("render failed"), { digest: "2817391" });
    logRequestError(
      error,
      { path: "/search?postcode=NE3%203LJ", method: "GET", headers: { cookie: "pas_session=secret-cookie-value", "x-request-id": "lb-42" } },
      { routePath: "/search", routeType: "render", renderSource: "react-server-components" },
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? "") as Record<string, unknown>;
    expect(line).toMatchObject({ level: "error", msg: "request error", method: "GET", path: "/search", routePath: "/search", routeType: "render", digest: "2817391", requestId: "lb-42" });
    expect(lines[0]).not.toContain("secret-cookie-value");
    expect(lines[0]).not.toContain("NE3");
  });

  it("leaves out an unsafe request id and survives a thrown non-Error", () => {
    const lines = captureLines();
    logRequestError("oops", { path: "/x", method: "GET", headers: { "x-request-id": "bad id" } }, { routePath: "/x", routeType: "render" });
    const line = JSON.parse(lines[0] ?? "") as Record<string, unknown>;
    expect(line.requestId).toBeUndefined();
    expect(line.error).toEqual({ message: "oops" });
  });
});
