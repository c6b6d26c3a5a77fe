// Child-process side of the restart test: `node --conditions=react-server --import tsx
// tests/jobs/work-jobs-in-child.ts '<json>'` is one app instance's job worker. It prints
// "search <id>" as each search starts and "committed <id>" once its result is written,
// works every claimable job (after freeing those a killed local worker left), and exits.
import { createDb } from "@/lib/db/client";
import { nameJobWorker } from "@/lib/jobs/name-job-worker";
import { releaseDeadLocalJobs, runJobsUntilIdle } from "@/lib/jobs/run-job-worker.server";
import { createOwnershipSearchHandler, OWNERSHIP_SEARCH_KIND } from "@/lib/portfolio/ownership-search-job.server";
import { searchPropertyOwnership } from "@/lib/portfolio/search-property-ownership.server";

export type ChildWork = { url: string; delayMs: number };

async function main() {
  const request = JSON.parse(process.argv[2] ?? "{}") as ChildWork;
  const db = createDb(request.url);
  const handler = createOwnershipSearchHandler({
    search: async (searchDb, property) => {
      console.log(`search ${property.id}`);
      await new Promise((resolve) => setTimeout(resolve, request.delayMs));
      return searchPropertyOwnership(searchDb, property);
    },
    onCommitted: (id) => console.log(`committed ${id}`),
  });
  try {
    await releaseDeadLocalJobs(db);
    await runJobsUntilIdle(db, nameJobWorker(), { [OWNERSHIP_SEARCH_KIND]: handler });
    console.log("idle");
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
