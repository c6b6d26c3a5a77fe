import { describe, expect, it } from "vitest";
import { MARKER_SIZE_PX, spiralOffset, spreadMarkers, spreadReach } from "./spread-markers";

type Item = { id: string; status: string; latitude: number | null; longitude: number | null };
const at = (id: string, status: string, latitude: number | null = 55.01, longitude: number | null = -1.63): Item => ({ id, status, latitude, longitude });
const distance = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe("spiralOffset", () => {
  it("leaves a marker alone on its point", () => {
    expect(spiralOffset(0, 1)).toEqual([0, 0]);
  });

  it.each([2, 3, 5, 12, 27, 60, 200])("keeps %i markers sharing a point at least a marker apart", (count) => {
    const offsets = Array.from({ length: count }, (_, i) => spiralOffset(i, count));
    let nearest = Infinity;
    for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) nearest = Math.min(nearest, distance(offsets[i] as [number, number], offsets[j] as [number, number]));
    expect(nearest).toBeGreaterThanOrEqual(MARKER_SIZE_PX);
  });

  it("stays small: 27 markers fit within 60 px of their point", () => {
    for (let i = 0; i < 27; i++) expect(distance(spiralOffset(i, 27), [0, 0])).toBeLessThanOrEqual(60);
  });
});

describe("spreadMarkers", () => {
  it("spreads items that share a point and leaves lone items on theirs", () => {
    const placed = spreadMarkers([at("s1", "sold"), at("l1", "for_sale"), at("s2", "sold"), at("far", "sold", 55.2, -1.5)]);
    const byId = new Map(placed.map((m) => [m.item.id, m]));
    expect(byId.get("far")?.offset).toEqual([0, 0]);
    const shared = ["s1", "l1", "s2"].map((id) => byId.get(id)?.offset as [number, number]);
    expect(new Set(shared.map((o) => o.join(","))).size).toBe(3);
    for (const id of ["s1", "l1", "s2"]) expect(byId.get(id)).toMatchObject({ latitude: 55.01, longitude: -1.63 });
  });

  it("draws sales first and listings last, so a listing is never under a sale", () => {
    const placed = spreadMarkers([at("t", "to_let"), at("f", "for_sale"), at("s", "sold"), at("s2", "sold", 55.02)]);
    expect(placed.map((m) => m.item.status)).toEqual(["sold", "sold", "for_sale", "to_let"]);
  });

  it("gives listings the inner turns, nearest the true point", () => {
    const placed = spreadMarkers([at("s1", "sold"), at("s2", "sold"), at("f", "for_sale")]);
    expect(placed.find((m) => m.item.id === "f")?.offset).toEqual(spiralOffset(0, 3));
    const listing = placed.find((m) => m.item.id === "f")?.offset as [number, number];
    for (const sale of placed.filter((m) => m.item.status === "sold")) expect(distance(listing, [0, 0])).toBeLessThan(distance(sale.offset, [0, 0]));
  });

  it("leaves out items without a location", () => {
    expect(spreadMarkers([at("x", "sold", null, null), at("y", "sold")]).map((m) => m.item.id)).toEqual(["y"]);
  });

  it("is stable: the same input gives the same placement in any order", () => {
    const items = [at("a", "sold"), at("b", "to_let"), at("c", "sold"), at("d", "for_sale")];
    const key = (list: Item[]) => spreadMarkers(list).map((m) => `${m.item.id}@${m.offset.join(",")}`).sort();
    expect(key([...items].reverse())).toEqual(key(items));
  });
});

describe("spreadReach", () => {
  it.each([
    [[], 0],
    [[at("a", "sold")], MARKER_SIZE_PX / 2],
  ])("%j reaches %i px", (items, reach) => {
    expect(spreadReach(spreadMarkers(items))).toBe(reach);
  });

  it("covers the outermost marker of the largest spiral", () => {
    const placed = spreadMarkers(Array.from({ length: 27 }, (_, i) => at(`s${i}`, "sold")));
    const outer = Math.max(...placed.map((m) => distance(m.offset, [0, 0])));
    expect(spreadReach(placed)).toBeGreaterThanOrEqual(outer + MARKER_SIZE_PX / 2);
    expect(spreadReach(placed)).toBeLessThan(outer + MARKER_SIZE_PX);
  });
});
