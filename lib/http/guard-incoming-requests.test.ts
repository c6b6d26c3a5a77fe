import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRefusal, installRequestGuard, stampForwardedFor } from "./guard-incoming-requests";

function fakeRequest(forwardedFor: string | undefined, peer: string | undefined): IncomingMessage {
  return { headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

describe("stampForwardedFor", () => {
  it.each([
    ["no proxy: the client's own header is replaced by the socket", "6.6.6.6", "203.0.113.9", 0, "203.0.113.9"],
    ["no proxy, no header", undefined, "203.0.113.9", 0, "203.0.113.9"],
    ["one proxy: its chain is kept and the socket appended", "198.51.100.7", "10.0.0.2", 1, "198.51.100.7, 10.0.0.2"],
    ["no socket address and no proxy: no header", "6.6.6.6", undefined, 0, undefined],
  ])("%s", (_name, header, peer, hops, expected) => {
    const request = fakeRequest(header, peer);
    stampForwardedFor(request, hops);
    expect(request.headers["x-forwarded-for"]).toBe(expected);
  });
});

describe("findRefusal", () => {
  const tree = encodeURIComponent(JSON.stringify(["", { children: ["search", {}] }, null, null, true]));
  it.each([
    ["an ordinary page", "GET", "/search?postcode=NE3", {}, undefined],
    ["TRACE", "TRACE", "/api/searches/recent", {}, 405],
    ["TRACK", "TRACK", "/", {}, 405],
    ["a path that does not decode", "GET", "/%ff-portfolio", {}, 400],
    ["invalid UTF-8 in an API segment", "GET", "/api/uprn/%E0%A4%A", {}, 400],
    ["bad encoding only in the query is the handler's business", "GET", "/api/uprn/search/address?q=%ff", {}, undefined],
    ["a real router state", "GET", "/search", { "next-router-state-tree": tree }, undefined],
    ["a malformed router state", "GET", "/search", { "next-router-state-tree": "%7Bbad" }, 400],
  ])("%s → %s", (_name, method, url, headers, status) => {
    expect(findRefusal(method, url, headers)?.status).toBe(status);
  });
});

describe("installRequestGuard on a real server", () => {
  let base = "";
  let server: http.Server;
  beforeAll(async () => {
    installRequestGuard(0);
    installRequestGuard(0); // idempotent
    server = http.createServer((request, response) => response.end(String(request.headers["x-forwarded-for"])));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("the app sees the socket address, whatever the client wrote", async () => {
    const answer = await fetch(`${base}/`, { headers: { "x-forwarded-for": "6.6.6.6" } });
    expect(await answer.text()).toBe("127.0.0.1");
  });

  it("a malformed path is answered 400 in the API's JSON before the app runs", async () => {
    const answer = await fetch(`${base}/api/uprn/%ff`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });

  it("TRACE is answered 405", async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http.request(`${base}/api/x`, { method: "TRACE" }, (response) => resolve(response.statusCode)).on("error", reject).end();
    });
    expect(status).toBe(405);
  });
});
