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
  /** SQLite: take the database's write lock (and say "hung") when the load starts a worker thread, so that the worker's writes wait. */
  hangAtWorker?: boolean;
};

async function main() {
  const request = JSON.parse(process.argv[2] ?? "{}") as ChildLoad;
  const client = createDb(request.url);
  const db = request.hangAfterTransactions === undefined ? client : interruptTransactions(client, { after: request.hangAfterTransactions, how: "hang", onHang: () => console.log("hung") });
  if (request.hangAtWorker) {
    process.once("worker", () => {
      // Taken before the worker has run a line: its transaction waits on this lock.
      new Database(sqliteFilePath(request.url)).exec("BEGIN IMMEDIATE");
      console.log("hung");
    });
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
