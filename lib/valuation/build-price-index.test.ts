import { describe, expect, it } from "vitest";
import { buildPriceIndex, createFlatIndex, indexFactor, levelAt, type IndexSale } from "./build-price-index";
import { listMonths } from "./months";

const MONTHS = listMonths("2022-01", "2022-09");
const sale = (cell: string, price: number, month: string): IndexSale => ({ cell, price, date: new Date(`${month}-15T00:00:00Z`) });

/** Twenty cells of like homes, each selling every month at base × growth^month. */
function steadyMarket(monthlyGrowth: number): IndexSale[] {
  return Array.from({ length: 20 }, (_, c) => MONTHS.map((month, m) => sale(`cell${c}`, (100_000 + c * 10_000) * monthlyGrowth ** m, month))).flat();
}

describe("buildPriceIndex", () => {
  it("is flat when prices do not move", () => {
    const index = buildPriceIndex(steadyMarket(1), { reference: "2022-09", first: "2022-01" });
    for (const month of MONTHS) expect(levelAt(index, month)).toBeCloseTo(0, 10);
    expect(index.sales).toBe(180);
  });

  it("recovers a steady rise (smoothing trims a little at the ends)", () => {
    const index = buildPriceIndex(steadyMarket(1.01), { reference: "2022-09", first: "2022-01", shrinkage: 0 });
    const truth = 1.01 ** 8;
    expect(indexFactor(index, "2022-01")).toBeGreaterThan(1 + (truth - 1) * 0.85);
    expect(indexFactor(index, "2022-01")).toBeLessThan(truth);
    expect(indexFactor(index, "2022-05")).toBeCloseTo(1.01 ** 4, 2);
    expect(indexFactor(index, "2022-09")).toBe(1);
  });

  it("controls for what sold: dearer homes selling later is not a price rise", () => {
    const cheap = [...["2022-01", "2022-01", "2022-02", "2022-02"].map((m) => sale("cheap", 100_000, m)), sale("cheap", 100_000, "2022-08")];
    const dear = [sale("dear", 400_000, "2022-02"), ...["2022-08", "2022-08", "2022-09", "2022-09"].map((m) => sale("dear", 400_000, m))];
    const index = buildPriceIndex([...cheap, ...dear], { reference: "2022-09", first: "2022-01", shrinkage: 0 });
    for (const month of MONTHS) expect(Math.abs(levelAt(index, month))).toBeLessThan(0.01);
  });

  it("ignores cells with a single sale, which say nothing about time", () => {
    const index = buildPriceIndex([sale("a", 100_000, "2022-01"), sale("b", 900_000, "2022-09")], { reference: "2022-09", first: "2022-01" });
    expect(index.sales).toBe(0);
    expect(indexFactor(index, "2022-01")).toBe(1);
  });

  it("shrinks thin months toward the prior", () => {
    const prior = buildPriceIndex(steadyMarket(1.02), { reference: "2022-09", first: "2022-01", shrinkage: 0 });
    const thinFlat = [sale("x", 100_000, "2022-01"), sale("x", 100_000, "2022-09")];
    const shrunk = buildPriceIndex(thinFlat, { reference: "2022-09", first: "2022-01", prior, shrinkage: 25 });
    const own = buildPriceIndex(thinFlat, { reference: "2022-09", first: "2022-01", shrinkage: 0 });
    expect(indexFactor(own, "2022-01")).toBeCloseTo(1, 5);
    expect(indexFactor(shrunk, "2022-01")).toBeGreaterThan(1.05);
    expect(indexFactor(shrunk, "2022-01")).toBeLessThanOrEqual(indexFactor(prior, "2022-01") + 1e-9);
    // A month without sales takes the prior's level.
    expect(shrunk.counts.get("2022-05")).toBe(0);
  });

  it("leaves out sales outside its window", () => {
    const index = buildPriceIndex([sale("a", 100_000, "2021-06"), sale("a", 200_000, "2021-07"), sale("a", 100_000, "2022-10")], { reference: "2022-09", first: "2022-01" });
    expect(index.sales).toBe(0);
  });
});

describe("levelAt and indexFactor", () => {
  const index = { ...createFlatIndex("2022-09", "2022-01"), levels: new Map(MONTHS.map((m, i) => [m, (i - 8) * 0.01])) };

  it.each([
    ["2022-09", 0],
    ["2022-10", 0],
    ["2022-05", -0.04],
    ["2021-06", -0.08],
  ])("level of %s", (month, expected) => {
    expect(levelAt(index, month)).toBeCloseTo(expected, 10);
  });

  it("moves a price from one month to another", () => {
    expect(indexFactor(index, "2022-05")).toBeCloseTo(Math.exp(0.04), 10);
    expect(indexFactor(index, new Date("2022-01-20"), "2022-05")).toBeCloseTo(Math.exp(0.04), 10);
  });

  it("a flat index changes nothing", () => {
    expect(indexFactor(createFlatIndex("2022-09", "2020-09"), "2021-01")).toBe(1);
  });
});

// The index as it was built before decision 117 (Map groups, one median per group and the
// months aligned with the prior in order of first appearance): the faster build must give
// the same levels, to the last few bits of the one sum whose order changed.
function referenceIndex(sales: readonly IndexSale[], options: { reference: string; first: string; prior?: ReturnType<typeof buildPriceIndex>; shrinkage?: number }) {
  const { reference, first } = options;
  const shrinkage = options.shrinkage ?? 25;
  const months = listMonths(first, reference);
  const prior = (month: string) => (options.prior ? levelAt(options.prior, month) : 0);
  const groupBy = <T,>(items: readonly T[], key: (item: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
    return groups;
  };
  const median = (values: number[]) => {
    const sorted = Float64Array.from(values).sort();
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  };
  const points = sales.filter((s) => s.price > 0).map((s) => ({ y: Math.log(s.price), month: s.date.toISOString().slice(0, 7), cell: s.cell })).filter((p) => p.month >= first && p.month <= reference);
  const usable = [...groupBy(points, (p) => p.cell).values()].filter((group) => group.length >= 2).flat();
  const byMonth = groupBy(usable, (p) => p.month);
  const byCell = groupBy(usable, (p) => p.cell);
  const monthEffect = new Map<string, number>();
  const cellEffect = new Map<string, number>();
  for (let round = 0; round < 4; round++) {
    for (const [cell, group] of byCell) cellEffect.set(cell, median(group.map((p) => p.y - (monthEffect.get(p.month) ?? 0))));
    for (const [month, group] of byMonth) monthEffect.set(month, median(group.map((p) => p.y - (cellEffect.get(p.cell) ?? 0))));
  }
  let weighted = 0;
  let total = 0;
  for (const [month, group] of byMonth) {
    weighted += group.length * ((monthEffect.get(month) ?? 0) - prior(month));
    total += group.length;
  }
  const offset = total ? weighted / total : 0;
  const counts = new Map(months.map((m) => [m, byMonth.get(m)?.length ?? 0]));
  const shrunk = months.map((m) => {
    const n = counts.get(m) ?? 0;
    return n === 0 ? prior(m) : (n * ((monthEffect.get(m) ?? 0) - offset) + shrinkage * prior(m)) / (n + shrinkage);
  });
  const smoothed = shrunk.map((value, i) => {
    const before = shrunk[i - 1];
    const after = shrunk[i + 1];
    if (before === undefined && after === undefined) return value;
    if (before === undefined) return (2 * value + (after as number)) / 3;
    if (after === undefined) return (2 * value + before) / 3;
    return (before + 2 * value + after) / 4;
  });
  const base = smoothed[smoothed.length - 1] ?? 0;
  return { levels: new Map(months.map((m, i) => [m, (smoothed[i] ?? base) - base])), counts, sales: usable.length };
}

/** A deterministic market of `n` sales in `cells` cells over 2020-06..2022-09, with repeats, outliers and out-of-window rows. */
function randomMarket(n: number, cells: number, seed: number): IndexSale[] {
  let state = seed;
  const next = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const months = listMonths("2020-05", "2022-10");
  return Array.from({ length: n }, () => {
    const cell = Math.floor(next() * cells);
    const month = months[Math.floor(next() * months.length)] as string;
    const price = next() < 0.02 ? 0 : Math.round((80_000 + cell * 7_000) * (0.7 + next() * 0.6) / 500) * 500;
    return { cell: `c${cell}`, price, date: new Date(`${month}-${String(1 + Math.floor(next() * 28)).padStart(2, "0")}T00:00:00Z`) };
  });
}

describe("buildPriceIndex against the earlier build", () => {
  it.each([
    [50, 30, 1],
    [400, 40, 2],
    [3_000, 120, 3],
    [3_000, 2_000, 4],
  ])("%i sales in %i cells (seed %i): the same levels, counts and sales, in any order", (n, cells, seed) => {
    const sales = randomMarket(n, cells, seed);
    const options = { reference: "2022-09", first: "2020-09" };
    const area = buildPriceIndex(sales, options);
    const local = buildPriceIndex(sales.slice(0, n >> 2), { ...options, prior: area, shrinkage: 60 });
    const expectedArea = referenceIndex(sales, options);
    const expectedLocal = referenceIndex(sales.slice(0, n >> 2), { ...options, prior: area, shrinkage: 60 });
    for (const [index, expected] of [[area, expectedArea], [local, expectedLocal]] as const) {
      expect(index.sales).toBe(expected.sales);
      expect(index.counts).toEqual(expected.counts);
      expect([...index.levels.keys()]).toEqual([...expected.levels.keys()]);
      for (const [month, level] of expected.levels) expect(Math.abs((index.levels.get(month) as number) - level)).toBeLessThan(1e-12);
    }
    expect(buildPriceIndex([...sales].reverse(), options)).toEqual(area);
  });
});
