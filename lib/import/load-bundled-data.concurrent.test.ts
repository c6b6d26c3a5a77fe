import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { countLoadedRows } from "@/tests/helpers/count-loaded-rows";
import { spawnLoad } from "@/tests/helpers/spawn-load";
import { useFreshDatabases, type TestDb } from "@/tests/helpers/test-db";
import { writeBundleSubset, type BundleSubset } from "@/tests/helpers/write-bundle-subset";
import { loadBundledData, type LoadBundledDataOptions } from "./load-bundled-data";

// Two app instances starting together on a fresh database: one loads, the other waits for
// it and then skips everything; neither fails, and every row is there once.
describe("bundled loads started together", () => {
  let subset: BundleSubset;
  let clean: Awaited<ReturnType<typeof countLoadedRows>>;
  const fresh = useFreshDatabases();
  const options = (t: TestDb, log: (line: string) => void = () => undefined): LoadBundledDataOptions => ({ databaseUrl: t.url, dataDir: subset.dataDir, files: subset.files, progress: false, log });
  const summarise = (result: Awaited<ReturnType<typeof loadBundledData>>) => ({ files: result.files.map((f) => f.status), demoLayers: result.demoLayers });
  const loadedOnce = [
    { files: ["loaded", "loaded"], demoLayers: "generated" },
    { files: ["skipped", "skipped"], demoLayers: "skipped" },
  ];

  beforeAll(async () => {
    subset = writeBundleSubset(1_500);
    const t = await fresh();
    await loadBundledData(t.db, options(t));
    clean = await countLoadedRows(t.db);
  });
  afterAll(() => subset.cleanup());

  it("two clients in one process: one loads, the other waits and skips", async () => {
    const t = await fresh();
    const clients = [createDb(t.url), createDb(t.url)] as const;
    const waits: string[] = [];
    try {
      const results = await Promise.all(clients.map((db) => loadBundledData(db, options(t, (line) => (/waiting/.test(line) ? waits.push(line) : 0)))));
      expect(results.map(summarise).sort((a, b) => a.files[0]!.localeCompare(b.files[0]!))).toEqual(loadedOnce);
      expect(waits).toHaveLength(1);
    } finally {
      for (const db of clients) await db.$disconnect();
    }
    expect(await countLoadedRows(t.db)).toEqual(clean);
  });

  it("two processes: both succeed and the data is loaded once", async () => {
    const t = await fresh();
    const loads = [0, 1].map(() => spawnLoad({ url: t.url, dataDir: subset.dataDir, files: subset.files, demoLayers: true }));
    try {
      const codes = await Promise.all(loads.map((load) => load.exited));
      expect(codes, loads.map((load) => load.output()).join("\n")).toEqual([0, 0]);
    } finally {
      for (const load of loads) load.child.kill("SIGKILL");
    }
    const reports = loads.map((load) => JSON.parse(load.output()) as { files: string[]; demoLayers: string });
    expect(reports.sort((a, b) => a.files[0]!.localeCompare(b.files[0]!))).toEqual(loadedOnce);
    expect(await countLoadedRows(t.db)).toEqual(clean);
  });
});
