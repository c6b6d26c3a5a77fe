import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { sqliteRunner } from "@/bench/scale-build";
import { combineRounds, listCalls, orderCalls, type Call, type CallResult } from "@/bench/scale-measure";

// The scale bench's table (issue 15): each figure is the median of the rounds', so one slow
// round (the machine's speed drifts) moves no figure on its own.
const result = (name: string, p50: number, p95: number, cpu: { p50: number; p95: number; mean: number } | null, errors: Record<number, number> = {}): CallResult => ({ name, n: 30, p50, p95, cpu, errors });

describe("combineRounds", () => {
  it("takes each call's figures as the median of the rounds', and sums their requests and errors", () => {
    const rounds = [
      [result("health", 5, 9, { p50: 5, p95: 12, mean: 6 }), result("search", 20, 30, { p50: 19, p95: 33, mean: 21 }, { 500: 1 })],
      [result("health", 7, 40, { p50: 6, p95: 48, mean: 9 }), result("search", 18, 26, { p50: 17, p95: 29, mean: 18 })],
      [result("health", 6, 11, { p50: 8, p95: 10, mean: 7 }), result("search", 25, 90, { p50: 24, p95: 95, mean: 30 }, { 500: 2, 404: 1 })],
    ];
    expect(combineRounds(rounds)).toEqual([
      result("health", 6, 11, { p50: 6, p95: 12, mean: 7 }),
      result("search", 20, 30, { p50: 19, p95: 33, mean: 21 }, { 500: 3, 404: 1 }),
    ].map((r) => ({ ...r, n: 90 })));
  });

  it("gives no CPU figures unless every round measured them, and one round as it is", () => {
    const measured = result("health", 5, 9, { p50: 5, p95: 12, mean: 6 });
    expect(combineRounds([[measured], [result("health", 6, 10, null)]])[0]?.cpu).toBeNull();
    expect(combineRounds([[measured]])).toEqual([measured]);
    expect(combineRounds([])).toEqual([]);
  });
});

// The settling queries (decision 153) warm a new server's compiled code, not its answer
// caches: none may be a query a measured call asks, and valuations and outward-code searches
// settle on outward codes no measured one asks (their caches are per outward code).
describe("listCalls", () => {
  const runnerOver = (outcodes: number, postcodesEach: number, streets: number) => {
    const db = new Database(":memory:");
    db.exec(`CREATE TABLE "Postcode" ("postcode" TEXT, "outcode" TEXT, "latitude" REAL);
      CREATE TABLE "Sale" ("postcode" TEXT, "outcode" TEXT);
      CREATE TABLE "Address" ("paon" TEXT, "street" TEXT);`);
    for (let o = 0; o < outcodes; o++) {
      for (let p = 0; p < postcodesEach; p++) {
        const postcode = `Z${o} ${p}AA`;
        db.prepare(`INSERT INTO "Postcode" VALUES (?, ?, 51.5)`).run(postcode, `Z${o}`);
        db.prepare(`INSERT INTO "Sale" VALUES (?, ?)`).run(postcode, `Z${o}`);
      }
    }
    for (let s = 0; s < streets; s++) db.prepare(`INSERT INTO "Address" VALUES (?, ?)`).run(String(s + 1), `Street ${s}`);
    return sqliteRunner(db);
  };
  const queriesOf = (call: Call) => call.paths.map((path, i) => `${path} ${call.body?.(i) ?? ""}`);
  const outcodesOf = (call: Call) => queriesOf(call).map((query) => /(?:postcode=|"postcode":")(Z\d+)/.exec(query)?.[1]);

  it("draws settling queries that no measured call asks, as many as the pools allow", async () => {
    const { calls, settling } = await listCalls(runnerOver(20, 30, 300), 5, 8);
    expect(settling.map((call) => call.name)).toEqual(calls.map((call) => call.name));
    for (const [i, call] of calls.entries()) {
      const settle = settling[i] as Call;
      expect(queriesOf(call)).toHaveLength(15);
      if (call.name.includes("health")) continue;
      const measured = new Set(queriesOf(call));
      expect(queriesOf(settle).filter((query) => measured.has(query))).toEqual([]);
      expect(new Set(queriesOf(settle)).size).toBe(queriesOf(settle).length);
    }
    const byName = (list: Call[], part: string) => list.find((call) => call.name.includes(part)) as Call;
    for (const part of ["valuation", "outward code"]) {
      const measured = new Set(outcodesOf(byName(calls, part)));
      const settled = outcodesOf(byName(settling, part));
      // 20 outward codes, 15 measured: the other 5 settle.
      expect(settled).toHaveLength(5);
      expect(settled.filter((outcode) => !outcode || measured.has(outcode))).toEqual([]);
    }
    expect(queriesOf(byName(settling, "10 miles"))).toHaveLength(8);
  });

  it("draws none when asked for none", async () => {
    expect((await listCalls(runnerOver(20, 30, 300), 5)).settling).toEqual([]);
  });
});

// A full collection falls at about the same request of every round's new server: each round
// measures its calls from a different one, so it weighs on a different call each time.
describe("orderCalls", () => {
  it("measures every call once a round, each round from a call three further on", () => {
    expect(orderCalls(8, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(orderCalls(8, 1)).toEqual([3, 4, 5, 6, 7, 0, 1, 2]);
    expect(orderCalls(8, 2)).toEqual([6, 7, 0, 1, 2, 3, 4, 5]);
    expect(new Set(orderCalls(5, 4)).size).toBe(5);
  });
});
