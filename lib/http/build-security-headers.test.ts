import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, buildSecurityHeaders, readTileOrigin } from "./build-security-headers";

const base = { nonce: "abc123", tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", https: false, development: false };

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((d) => d.startsWith(`${name} `) || d === name);
  return found ? found.split(" ").slice(1) : [];
}

describe("readTileOrigin", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://{s}.tiles.example.com/{z}/{x}/{y}.png?key=1", "https://*.tiles.example.com"],
    ["http://LOCALHOST:8080/tiles/{z}/{x}/{y}.png", "http://localhost:8080"],
    ["none", undefined],
  ])("%s → %s", (url, origin) => {
    expect(readTileOrigin(url)).toBe(origin);
  });
});

describe("buildContentSecurityPolicy", () => {
  it("allows scripts only from self and this request's nonce, never inline or eval in production", () => {
    const scripts = directive(buildContentSecurityPolicy(base), "script-src");
    expect(scripts).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("allows the tile host for images and fetches, and blob workers for the map", () => {
    const policy = buildContentSecurityPolicy(base);
    expect(directive(policy, "img-src")).toContain("https://tile.openstreetmap.org");
    expect(directive(policy, "connect-src")).toContain("https://tile.openstreetmap.org");
    expect(directive(policy, "worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("names no tile host when tiles are off", () => {
    expect(buildContentSecurityPolicy({ ...base, tileUrl: "none" })).not.toContain("openstreetmap");
  });

  it.each([
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ])("%s %j", (name, expected) => {
    expect(directive(buildContentSecurityPolicy(base), name)).toEqual(expected);
  });

  it("lets development reload (eval, websockets) and upgrades requests only over HTTPS", () => {
    const development = buildContentSecurityPolicy({ ...base, development: true });
    expect(directive(development, "script-src")).toContain("'unsafe-eval'");
    expect(directive(development, "connect-src")).toContain("ws:");
    expect(buildContentSecurityPolicy(base)).not.toContain("upgrade-insecure-requests");
    expect(buildContentSecurityPolicy({ ...base, https: true })).toContain("upgrade-insecure-requests");
  });
});

describe("buildSecurityHeaders", () => {
  it("sends HSTS only over HTTPS", () => {
    expect(buildSecurityHeaders(base)["Strict-Transport-Security"]).toBeUndefined();
    expect(buildSecurityHeaders({ ...base, https: true })["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
