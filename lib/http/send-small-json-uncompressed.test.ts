import { describe, expect, it } from "vitest";
import { MAX_UNCOMPRESSED_JSON_BYTES, sendSmallJsonUncompressed } from "./send-small-json-uncompressed";

const rows = (n: number) => ({ rows: Array.from({ length: n }, (_, i) => ({ id: i, address: `${i} High Street, Newcastle upon Tyne` })) });

describe("sendSmallJsonUncompressed", () => {
  it("marks a small JSON answer no-transform, keeping its status, headers and body", async () => {
    const body = { error: { code: "not_found", message: "No such postcode: Ffordd Glyndŵr." } };
    const response = await sendSmallJsonUncompressed(Response.json(body, { status: 404, headers: { "cache-control": "no-store", "x-request-id": "abc" } }));
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(response.headers.get("x-request-id")).toBe("abc");
    expect(await response.json()).toEqual(body);
  });

  it("marks one without a Cache-Control of its own, and JSON dialects", async () => {
    const response = await sendSmallJsonUncompressed(new Response("{}", { headers: { "content-type": "application/problem+json; charset=utf-8" } }));
    expect(response.headers.get("cache-control")).toBe("no-transform");
  });

  it("leaves a JSON answer of the limit or more to be compressed, body intact", async () => {
    const body = rows(600);
    expect(JSON.stringify(body).length).toBeGreaterThanOrEqual(MAX_UNCOMPRESSED_JSON_BYTES);
    const response = await sendSmallJsonUncompressed(Response.json(body, { headers: { "cache-control": "no-store" } }));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual(body);
  });

  it("measures the limit in bytes, not characters", async () => {
    const text = JSON.stringify({ s: "ŵ".repeat(MAX_UNCOMPRESSED_JSON_BYTES / 2) });
    expect(text.length).toBeLessThan(MAX_UNCOMPRESSED_JSON_BYTES);
    const response = await sendSmallJsonUncompressed(new Response(text, { headers: { "content-type": "application/json" } }));
    expect(response.headers.get("cache-control")).toBeNull();
  });

  it("leaves files and empty answers untouched", async () => {
    const csv = new Response("a,b\n", { headers: { "content-type": "text/csv" } });
    expect(await sendSmallJsonUncompressed(csv)).toBe(csv);
    const empty = new Response(null, { status: 204, headers: { "content-type": "application/json" } });
    expect(await sendSmallJsonUncompressed(empty)).toBe(empty);
  });
});
