import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/comparisons/route";
import { DELETE as remove, GET as list } from "@/app/api/comparisons/[id]/route";
import { authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

const database = useTestDatabase();
beforeAll(async () => seedArea(database.current().db));

type Saved = { id: string; userId: string; propertyIds: string[]; properties: { id: string; price: string }[] };

describe("comparisons", () => {
  it("saves, lists with resolved properties, and deletes", async () => {
    const response = await create(authed("/api/comparisons", { json: { propertyIds: ["sale-A1", "listing-L1", "sale-A3"], userId: "default-user" } }));
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Saved;
    expect(saved.properties.map((p) => p.price)).toEqual(["52000", "195000", "240000"]);

    const listed = (await (await list(authed("/api/comparisons/default-user"), params({ id: "default-user" }))).json()) as Saved[];
    expect(listed.map((c) => c.id)).toEqual([saved.id]);
    expect(listed[0]?.properties).toHaveLength(3);

    expect((await remove(authed(`/api/comparisons/${saved.id}`, { method: "DELETE" }), params({ id: saved.id }))).status).toBe(200);
    expect((await remove(authed(`/api/comparisons/${saved.id}`, { method: "DELETE" }), params({ id: saved.id }))).status).toBe(404);
    expect(await (await list(authed("/api/comparisons/default-user"), params({ id: "default-user" }))).json()).toEqual([]);
  });

  it.each([
    [{ propertyIds: ["sale-A1"], userId: "u" }, 400, "at least 2 properties"],
    [{ propertyIds: ["sale-A1", "sale-A2", "sale-A3", "sale-A4", "sale-A5"], userId: "u" }, 400, "up to 4 properties"],
    [{ propertyIds: ["sale-A1", "sale-A1"], userId: "u" }, 400, "already in your comparison"],
    [{ propertyIds: ["sale-A1", "DROP TABLE"], userId: "u" }, 400, "must come from a search result"],
    [{ propertyIds: ["sale-A1", "sale-A2"] }, 400, "userId"],
    [{ propertyIds: "sale-A1", userId: "u" }, 400, "propertyIds"],
    [{ propertyIds: ["sale-A1", "sale-ZZZ"], userId: "u" }, 404, "sale-ZZZ"],
    [{ propertyIds: ["sale-A1", "listing-demo-for_sale-1"], userId: "u" }, 404, "listing-demo-for_sale-1"],
  ])("%j → %i", async (body, status, message) => {
    const response = await create(authed("/api/comparisons", { json: body }));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
  });

  it("rejects a malformed id on delete", async () => {
    const response = await remove(authed("/api/comparisons/nope", { method: "DELETE" }), params({ id: "nope" }));
    expect(response.status).toBe(400);
  });
});
