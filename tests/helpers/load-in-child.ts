// Child-process side of the load tests: `tsx tests/helpers/load-in-child.ts '<json>'` runs
// loadBundledData on its own connection, as a second app instance or a process that gets
// killed would. Prints "hung" when told to stop mid-batch; else, at the end, what it did as JSON.
import Database from "better-sqlite3";
import { createDb } from "@/lib/db/client";
import { sqliteFilePath } from "@/lib/db/database-url";
import type { BundledFile } from "@/lib/import/bundled-files";
import { loadBundledData } from "@/lib/import/load-bundled-data";
import { interruptTransactions } from "./interrupt-transactions";

export type ChildLoad = {
  url: string;
  dataDir: string;
  files: BundledFile[];
  demoLayers: boolean;
  hangAfterTransactions?: number;
  /** SQLite: take the database's write lock (and say "hung") when the load starts the worker thread that builds Sale's set-aside indexes, so that its writes wait. */
  hangAtWorker?: boolean;
};

async function main() {
  const request = JSON.parse(process.argv[2] ?? "{}") as ChildLoad;
  const client = createDb(request.url);
  const db = request.hangAfterTransactions === undefined ? client : interruptTransactions(client, { after: request.hangAfterTransactions, how: "hang", onHang: () => console.log("hung") });
  if (request.hangAtWorker) {
    const file = sqliteFilePath(request.url);
    const hangAtIndexBuild = () => {
      // A bulk load's stage runs on a worker too (stage-sqlite-worker.ts): the build's is the
      // one started while Sale's indexes are recorded as set aside.
      const probe = new Database(file, { readonly: true });
      const recorded = probe.prepare(`SELECT COUNT(*) FROM sqlite_master WHERE name = '_import_set_aside_index'`).pluck().get() ? probe.prepare(`SELECT COUNT(*) FROM "_import_set_aside_index" WHERE "table" = 'Sale'`).pluck().get() : 0;
      probe.close();
      if (!recorded) return;
      process.off("worker", hangAtIndexBuild);
      // Taken before the worker has run a line: its transaction waits on this lock.
      new Database(file).exec("BEGIN IMMEDIATE");
      console.log("hung");
    };
    process.on("worker", hangAtIndexBuild);
  }
  try {
    const result = await loadBundledData(db, { databaseUrl: request.url, dataDir: request.dataDir, files: request.files, demoLayers: request.demoLayers, progress: false, log: () => undefined });
    console.log(JSON.stringify({ files: result.files.map((file) => file.status), demoLayers: result.demoLayers }));
  } finally {
    await client.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
