import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { benchFuzzyCorrections } from "@/bench/fuzzy-corrections";
import { generateDemoLayers } from "@/lib/demo/generate-demo-layers";
import { seedNeSample } from "@/tests/fixtures/demo/seed-ne-sample";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";

// npm run bench's "fuzzy" section (issue 12), on the demo fixture's 30 addresses: every one
// damaged, corrected in one call, then one call each; the bench clients leave nothing behind.
describe("bench: fuzzy address corrections", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await seedNeSample(testDb.db);
    await generateDemoLayers(testDb.db);
  });
  afterAll(() => testDb.cleanup());

  it("prints corrected, failed and skipped, the total time and per-address p50/p95, and removes its clients", async () => {
    const db = testDb.db;
    const before = { clients: await db.client.count(), charged: await db.chargedProperty.count(), corrections: await db.addressCorrection.count() };
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await benchFuzzyCorrections(db);
      const printed = log.mock.calls.map((call) => String(call[0]));
      const counts = /^(\d+) properties: corrected (\d+), failed (\d+), skipped (\d+); total [\d.]+ s/.exec(printed[1] ?? "");
      expect(counts).not.toBeNull();
      const [total, corrected, failed, skipped] = (counts ?? []).slice(1).map(Number);
      expect(total).toBeGreaterThan(20);
      expect(skipped).toBe(0);
      expect((corrected ?? 0) + (failed ?? 0)).toBe(total);
      expect(corrected).toBeGreaterThan(0);
      expect(printed[2]).toMatch(/^per address \(one call each\): p50 [\d.]+ ms, p95 [\d.]+ ms$/);
    } finally {
      log.mockRestore();
    }
    expect({ clients: await db.client.count(), charged: await db.chargedProperty.count(), corrections: await db.addressCorrection.count() }).toEqual(before);
  });
});
