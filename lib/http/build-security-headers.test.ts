import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, buildSecurityHeaders } from "./build-security-headers";

const base = { nonce: "abc123", https: false, development: false };

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((d) => d.startsWith(`${name} `) || d === name);
  return found ? found.split(" ").slice(1) : [];
}

describe("buildContentSecurityPolicy", () => {
  it("allows scripts only from self and this request's nonce, never inline or eval in production", () => {
    const scripts = directive(buildContentSecurityPolicy(base), "script-src");
    expect(scripts).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("loads images and fetches from self only (tiles come through /api/os/maps), with blob workers for the map", () => {
    const policy = buildContentSecurityPolicy(base);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "worker-src")).toEqual(["'self'", "blob:"]);
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
