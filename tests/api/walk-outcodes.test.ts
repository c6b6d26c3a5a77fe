import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { insertRowsInto } from "@/lib/db/insert-rows";
import { Prisma } from "@/lib/generated/sqlite/client";
import { sqlInScope, type PostcodeScope } from "@/lib/postcode/postcode-scope.server";
import { listSearchSegments, readSearchPage, type PagePlan } from "@/lib/search/list-search-page.server";
import type { SearchPosition } from "@/lib/search/search-cursor.server";
import { findWalkEnd, readOutcodeDates, WALK_END_OUTCODES, walkOutcodeDates } from "@/lib/search/walk-outcodes.server";
import type { WalkRange } from "@/lib/search/walk-range.server";
import { useTestDatabase } from "../helpers/api";

// Issue 15 item 2: a wide circle's walk by outward code first finds where its range can end
// (findWalkEnd), then walks only that far. Its answer must be the walk's without the end.
// The fixture is 40 outward codes on a grid of 8 × 5 cells, a circle over its middle: some
// wholly inside, some cut by its edge, some outside. Their sales differ in number, in how
// many share a day, and in where their history starts and ends; two outside the circle
// have many sales a day (their budget runs out within a few days, nearer than a page's
// bound, so a walk must give up there).
const DAY_MS = 86_400_000;
const OUTCODES = Array.from({ length: 40 }, (_, o) => `TS${o + 1}`);
const DENSE = new Set([0, 39]);
const postcodes = OUTCODES.flatMap((outcode, o) => {
  const [latitude, longitude] = [54.88 + Math.floor(o / 8) * 0.03, -1.76 + (o % 8) * 0.05];
  return [0, 1, 2, 3].map((j) => ({ postcode: `${outcode} ${j}AA`, outcode, sector: `${outcode} ${j}`, latitude: latitude + (j % 2) * 0.015, longitude: longitude + Math.floor(j / 2) * 0.025 }));
});
const noCentroid = { postcode: "TS20 9ZZ", outcode: "TS20", sector: "TS20 9", latitude: null, longitude: null };
const sales = OUTCODES.flatMap((outcode, o) => {
  const count = DENSE.has(o) ? 400 : 20 + ((o * 37) % 180);
  const step = DENSE.has(o) ? 0.02 : 0.5 + (o % 5) * 0.7;
  const newest = Date.UTC(2024, 0, 1) - (o % 7) * 40 * DAY_MS;
  return Array.from({ length: count }, (_, i) => ({
    transactionId: `{W${String(o).padStart(2, "0")}${String(i).padStart(4, "0")}}`,
    price: 100_000 + ((i * 7919) % 301) * 1_000,
    date: new Date(newest - Math.floor(i * step) * DAY_MS),
    postcode: outcode === "TS20" && i % 9 === 0 ? noCentroid.postcode : `${outcode} ${(i * 7 + o) % 4}AA`,
    outcode,
    propertyType: "SDTFO"[i % 5] ?? "T",
    category: "A",
  }));
});
const scope: PostcodeScope = { kind: "circle", centre: { latitude: 54.955, longitude: -1.585 }, radiusMetres: 8_000 };
const inScope = sqlInScope(Prisma.raw('"Sale"."postcode"'), scope);

const database = useTestDatabase();
beforeAll(async () => {
  const db = database.current().db;
  await insertRowsInto(db, "Postcode", [...postcodes, noCentroid].map((p) => ({ ...p, source: "os-codepoint-open", period: "2024-02" })));
  await insertRowsInto(db, "Sale", sales.map((s) => ({ ...s, newBuild: false, tenure: "F", paon: s.transactionId, street: "TEST ROAD", town: "STOCKTON", source: "hmlr-ppd", period: "2014..2025" })));
}, 120_000);

/** `at` is not past `last` in the order (a stop there could move a bound at `last`). */
const notPast = (order: "desc" | "asc", at: Date, last: Date) => (order === "desc" ? at.getTime() >= last.getTime() : at.getTime() <= last.getTime());
const times = (dates: Date[]) => dates.map((d) => d.getTime()).sort((a, b) => a - b);

describe("a walk by outward code that first finds where it can end", () => {
  const ranges: [string, WalkRange][] = [
    ["the whole history", {}],
    ["after a cursor", { from: { value: new Date(Date.UTC(2023, 5, 1)), included: false } }],
    ["between two dates", { from: { value: new Date(Date.UTC(2023, 2, 1)), included: true }, to: { value: new Date(Date.UTC(2022, 9, 1)), included: true } }],
  ];
  const cases = (["desc", "asc"] as const).flatMap((order) => ranges.flatMap(([name, range]) => [1, 3, 12, 51, 150].map((count) => [order, name, count, range] as const)));

  it("is used from WALK_END_OUTCODES outward codes", () => {
    expect(OUTCODES.length).toBeGreaterThanOrEqual(WALK_END_OUTCODES);
  });

  it("finds the same dates, and the same stops not past them, as the walk without an end", async () => {
    const db = database.current().db;
    let ended = 0;
    let stopsBefore = 0;
    for (const [order, name, count, given] of cases) {
      // Ascending, the ranges run the other way: the same dates, ends swapped.
      const range = order === "asc" ? { ...(given.to ? { from: given.to } : {}), ...(given.from ? { to: given.from } : {}) } : given;
      const label = `${order}, ${name}, ${count}`;
      const whole = await readOutcodeDates(db, OUTCODES, order, range, count, inScope, true);
      const expected = whole.found.slice(0, count).map((value) => new Date(value));
      const walk = await walkOutcodeDates(db, OUTCODES, order, range, count, inScope);
      expect(walk.values, label).toEqual(expected);
      const last = expected.at(-1);
      const relevant = (stops: Date[]) => times(expected.length === count && last ? stops.filter((at) => notPast(order, at, last)) : stops);
      expect(relevant(walk.stoppedAt), label).toEqual(relevant(whole.stoppedAt));
      stopsBefore += relevant(whole.stoppedAt).filter((at) => at !== last?.getTime()).length;
      const end = await findWalkEnd(db, OUTCODES, order, range, count, inScope);
      if (end && last) {
        ended++;
        expect(notPast(order, last, end), `${label}: the end is no nearer than the ${count}th date`).toBe(true);
      }
    }
    // The end was found and used, and stops before a bound were compared.
    expect(ended).toBeGreaterThan(cases.length / 2);
    expect(stopsBefore).toBeGreaterThan(0);
  }, 120_000);
});

/** Every page of a date search under a plan, following its own cursors. */
async function readPages(db: Db, order: "desc" | "asc", size: number, plan: PagePlan | null) {
  const segments = listSearchSegments("date", { sales: inScope, listings: sqlInScope(Prisma.raw('"Listing"."postcode"'), scope) });
  const pages: string[][] = [];
  let walked = 0;
  let after: SearchPosition | null = null;
  do {
    const page = await readSearchPage(db, segments, order, after, size, plan);
    walked += page.walked;
    pages.push(page.rows.map((row) => row.key));
    after = page.more ? (page.rows.at(-1)?.position ?? null) : null;
  } while (after && pages.length < 60);
  return { pages, walked };
}

describe("a circle's pages walked by its 40 outward codes", () => {
  it.each([
    ["desc", 5],
    ["desc", 50],
    ["asc", 20],
    ["asc", 50],
  ] as const)("by date %s in pages of %i equal those read by postcode", async (order, size) => {
    const db = database.current().db;
    const plan: PagePlan = { scope, walk: { columns: ["date"], budget: 100_000, outcodes: OUTCODES }, listingsByRow: false };
    const old = await readPages(db, order, size, null);
    expect(old.pages.length).toBeGreaterThan(10);
    const read = await readPages(db, order, size, plan);
    expect(read.pages).toEqual(old.pages);
    expect(read.walked).toBeGreaterThan(0);
  }, 120_000);
});
