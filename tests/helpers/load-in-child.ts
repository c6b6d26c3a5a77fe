// Child-process side of the load tests: `tsx tests/helpers/load-in-child.ts '<json>'` runs
// loadBundledData on its own connection, as a second app instance or a process that gets
// killed would. Prints "hung" when told to stop mid-batch; else, at the end, what it did as JSON.
import { createDb } from "@/lib/db/client";
import type { BundledFile } from "@/lib/import/bundled-files";
import { loadBundledData } from "@/lib/import/load-bundled-data";
import { interruptTransactions } from "./interrupt-transactions";

export type ChildLoad = { url: string; dataDir: string; files: BundledFile[]; demoLayers: boolean; hangAfterTransactions?: number };

async function main() {
  const request = JSON.parse(process.argv[2] ?? "{}") as ChildLoad;
  const client = createDb(request.url);
  const db = request.hangAfterTransactions === undefined ? client : interruptTransactions(client, { after: request.hangAfterTransactions, how: "hang", onHang: () => console.log("hung") });
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
