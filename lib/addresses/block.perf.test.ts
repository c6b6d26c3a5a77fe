import { describe, expect, it } from "vitest";
import { createMemoryCandidateSource, matchAddress } from "./block";
import { createRandom, generateTestRegister, messUpAddress } from "./test-fixtures";
import type { CandidateSource, Confidence } from "./types";

const QUERIES = 500;
// Blocking is what keeps this fast, so it is checked directly (machine-independent); the
// time budget is generous for loaded CI machines and only catches gross regressions.
const MAX_AVERAGE_SCORED = 60;
const TIME_BUDGET_MS = 15_000;

describe("matchAddress at scale", () => {
  it(`matches ${QUERIES} messy addresses against ~30k candidates quickly and correctly`, async () => {
    const register = generateTestRegister();
    expect(register.length).toBeGreaterThanOrEqual(30_000);
    const memory = createMemoryCandidateSource(register.map(({ candidate }) => candidate));
    // Like a database: fresh objects on every look-up, so no parsing is reused between queries.
    const source: CandidateSource = {
      byPostcode: async (postcode) => (await memory.byPostcode(postcode)).map((candidate) => ({ ...candidate })),
      byOutcodeAndStreet: async (outcode, street) =>
        (await memory.byOutcodeAndStreet(outcode, street)).map((candidate) => ({ ...candidate })),
    };
    const random = createRandom(42);
    const queries = Array.from({ length: QUERIES }, () => {
      const address = register[Math.floor(random() * register.length)] ?? register[0];
      if (!address) throw new Error("empty register");
      return { text: messUpAddress(address, random), id: address.candidate.id };
    });

    const started = performance.now();
    const results = [];
    for (const query of queries) results.push({ query, result: await matchAddress(query.text, source) });
    const elapsed = performance.now() - started;

    const counts: Record<Confidence, number> = { HIGH: 0, MEDIUM: 0, LOW: 0, ERROR: 0 };
    let wrongHigh = 0;
    let correct = 0;
    let scored = 0;
    for (const { query, result } of results) {
      counts[result.confidence]++;
      scored += result.ranked.length;
      if (result.match?.candidate.id === query.id) correct++;
      else if (result.confidence === "HIGH") wrongHigh++;
    }
    const averageScored = scored / QUERIES;
    console.info(`${QUERIES} queries in ${elapsed.toFixed(0)} ms`, counts, { correct, averageScored });

    expect(averageScored).toBeLessThan(MAX_AVERAGE_SCORED);
    expect(elapsed).toBeLessThan(TIME_BUDGET_MS);
    expect(wrongHigh).toBe(0);
    expect(correct / QUERIES).toBeGreaterThan(0.97);
    expect(counts.ERROR).toBe(0);
  });
});
