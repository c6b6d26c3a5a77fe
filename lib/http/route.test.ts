import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { anonymous, authed, params, sessionCookie, useTestDatabase } from "@/tests/helpers/api";
import { AppError } from "@/lib/errors/app-error";
import { route } from "./route";

const testDb = useTestDatabase();

describe("route()", () => {
  const handler = route(
    { params: z.object({ id: z.string().regex(/^\d+$/, "id must be a number") }), query: z.object({ limit: z.coerce.number().int().max(50).default(10) }) },
    ({ params: p, query }) => ({ id: p.id, limit: query.limit }),
  );

  it("parses params and query and returns JSON", async () => {
    const response = await handler(authed("/api/x/12?limit=5"), params({ id: "12" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "12", limit: 5 });
  });

  it.each([
    // The schema's own sentence as it is, with no "id: " prefix.
    ["bad param", "/api/x/ab", { id: "ab" }, 400, "id must be a number"],
    // zod's built-in message names no field, so the sentence does.
    ["bad query", "/api/x/1?limit=500", { id: "1" }, 400, "The value of limit is not valid (Too big: expected number to be <=50)."],
  ])("%s → %i", async (_n, path, p, status, message) => {
    const response = await handler(authed(path), params(p));
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toBe(message);
  });

  it.each([
    [new AppError("not_found", "No such UPRN"), 404, "No such UPRN"],
    [new AppError("payload_too_large", "Too big"), 413, "Too big"],
    [Object.assign(new Error("db said P2025"), { code: "P2025" }), 404, "Not found"],
    [new Error("SQLITE_BUSY: secret internals"), 500, "Something went wrong"],
  ])("maps %s to %i without internals", async (error, status, message) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = route({}, () => {
      throw error;
    });
    const response = await failing(authed("/api/y"));
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { message } });
    expect(text).not.toContain("secret internals");
  });

  it("hands the handler the session as the Session table names it, never the cookie's id", async () => {
    const whoAmI = route({}, ({ session }) => session);
    const response = await whoAmI(authed("/api/me"));
    const session = (await response.json()) as { key: string };
    const rows = await testDb.current().db.session.findMany({ select: { id: true } });
    expect(rows.map((row) => row.id)).toContain(session.key);
    const cookieId = sessionCookie().split("=")[1]?.split(".")[0] ?? "";
    expect(cookieId.length).toBeGreaterThan(20);
    expect(JSON.stringify(session)).not.toContain(cookieId);
    const open = route({ public: true }, ({ session: none }) => ({ none: none ?? null }));
    expect(await (await open(anonymous("/api/open"))).json()).toEqual({ none: null });
  });

  it("rejects oversized JSON bodies with 413", async () => {
    const withBody = route({ body: z.object({ a: z.string() }) }, ({ body }) => body);
    const response = await withBody(authed("/api/z", { json: { a: "x".repeat(1_100_000) } }));
    expect(response.status).toBe(413);
  });
  describe("a file upload route", () => {
    const upload = route({ file: { maxBytes: 1000, extensions: [".csv", ".txt"] } }, async ({ file }) => ({ name: file.name, text: await file.text() }));
    const send = (name: string, content: string, type = "text/csv") => {
      const form = new FormData();
      form.set("file", new File([content], name, { type }));
      return authed("/api/upload", { method: "POST", body: form });
    };

    it("hands the handler the file", async () => {
      const response = await upload(send("list.csv", "a\nb"));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ name: "list.csv", text: "a\nb" });
    });

    it.each([
      ["a file over the limit", () => send("big.txt", "x".repeat(1200)), 413, "The file is too large (at most 0.001 MB)."],
      ["another extension", () => send("list.xlsx", "a"), 415, "Upload a .csv or .txt file."],
      ["JSON instead of a form", () => authed("/api/upload", { json: { file: "a" } }), 415, 'Send the file as multipart/form-data in the field "file" (.csv or .txt).'],
      ["a form without the field", () => authed("/api/upload", { method: "POST", body: new FormData() }), 400, 'Attach the file in the field "file" (.csv or .txt).'],
    ])("refuses %s", async (_name, makeRequest, status, message) => {
      const response = await upload(makeRequest());
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: { message } });
    });

    it("refuses a declared body far over the limit before reading it", async () => {
      const request = send("big.csv", "x".repeat(20_000));
      const response = await upload(new Request(request.url, { method: "POST", headers: { ...Object.fromEntries(request.headers), "content-length": "999999" }, body: "x" }));
      expect(response.status).toBe(413);
    });
  });
});
