// Child-process side of tests/api/title-lookup-restart.test.ts: one app instance's job worker
// for uploads. Prints "lookup <line>" as each line's lookup starts and "committed <line>" once
// its row is written, works every claimable job (after freeing those a killed local worker
// left), and exits.
import { createDb } from "@/lib/db/client";
import { nameJobWorker } from "@/lib/jobs/name-job-worker";
import { releaseDeadLocalJobs, runJobsUntilIdle } from "@/lib/jobs/run-job-worker.server";
import { lookUpUploadLine } from "@/lib/title-lookup/look-up-upload-line.server";
import { createUploadJobHandlers } from "@/lib/title-lookup/upload-job.server";

export type UploadChildWork = { url: string; delayMs: number };

async function main() {
  const request = JSON.parse(process.argv[2] ?? "{}") as UploadChildWork;
  const db = createDb(request.url);
  const handlers = createUploadJobHandlers({
    lookUp: async (lookUpDb, kind, item) => {
      console.log(`lookup ${item.line}`);
      await new Promise((resolve) => setTimeout(resolve, request.delayMs));
      return lookUpUploadLine(lookUpDb, kind, item);
    },
    onCommitted: (line) => console.log(`committed ${line}`),
  });
  try {
    await releaseDeadLocalJobs(db);
    await runJobsUntilIdle(db, nameJobWorker(), handlers);
    console.log("idle");
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
