import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { installForwardedForStamp, stampForwardedFor } from "./stamp-forwarded-for";

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

describe("installForwardedForStamp", () => {
  it("makes a real server see the socket address, whatever the client wrote", async () => {
    installForwardedForStamp(0);
    installForwardedForStamp(0); // idempotent
    const server = http.createServer((request, response) => response.end(String(request.headers["x-forwarded-for"])));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "6.6.6.6" } });
      expect(await answer.text()).toBe("127.0.0.1");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
