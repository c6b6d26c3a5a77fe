import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { benchRegisterSize } from "@/bench/register-size";
import { generateDemoLayers } from "@/lib/demo/generate-demo-layers";
import { seedNeSample } from "@/tests/fixtures/demo/seed-ne-sample";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";

// npm run bench's "register" section (issue 9 item 6), on the demo fixture: 30 distinct
// addresses, 27 with a postcode centroid, two placed by their sector or outward code, one
// with no point.
describe("bench: address register vs bundled addresses", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await seedNeSample(testDb.db);
    await generateDemoLayers(testDb.db);
  });
  afterAll(() => testDb.cleanup());

  it("prints the bundled addresses, the register before and after, and the rows held", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await benchRegisterSize(testDb.db);
      const printed = log.mock.calls.map((call) => String(call[0]));
      expect(printed).toEqual([
        "\n## Address register vs bundled addresses",
        "bundled Price Paid addresses (distinct, with a postcode): 30",
        "before (e13df1e: only addresses whose postcode has a Code-Point centroid): 27 (90.0%)",
        "after (lib/demo now: every address): 30 (100.0%)",
        "  exact point 27 (90.0%); approximate, sector centroid 1 (3.3%); approximate, outward code centroid 1 (3.3%); no point (no Code-Point file bundled for the area) 1 (3.3%)",
        "register in this database: 30 Address rows (2 (6.7%) approximate, 1 (3.3%) without a point)",
      ]);
    } finally {
      log.mockRestore();
    }
  });
});
