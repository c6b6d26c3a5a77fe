// A production server refuses to start without its secrets (npm start writes them; a
// bare `next start` must be given them). Next only logs an error thrown from the
// instrumentation hook and carries on, so exit explicitly.
import { getEnv } from "./lib/env";
import { installRequestGuard } from "./lib/http/guard-incoming-requests";

try {
  // Before the first request: the login limit keys on the address this stamps.
  installRequestGuard(getEnv().TRUSTED_PROXY_HOPS);
} catch (error) {
  console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The web server's database client plans no parallel workers (decision 152): marked before
// the work below makes the client, and before the first request (register() awaits this module).
await import("./lib/db/client").then(({ markServingProcess }) => markServingProcess());

// The durable job worker (ownership searches, decision 080): after a restart it resumes
// the jobs the previous process left, so it starts with the server, not with a request.
void import("./lib/portfolio/start-portfolio-job-worker.server")
  .then(({ startPortfolioJobWorker }) => startPortfolioJobWorker())
  .catch((error: unknown) => console.error(`Job worker did not start: ${error instanceof Error ? error.message : String(error)}`));

// Title-lookup uploads (decision 100): the same job machinery, their own kinds.
void import("./lib/title-lookup/start-title-lookup-job-worker.server")
  .then(({ startTitleLookupJobWorker }) => startTitleLookupJobWorker())
  .catch((error: unknown) => console.error(`Title-lookup job worker did not start: ${error instanceof Error ? error.message : String(error)}`));

// The address search's common street trigrams are read as the server starts (and again
// after each import) rather than by its first searches (decision 120).
void Promise.all([import("./lib/addresses/street-postings.server"), import("./lib/db/client")])
  .then(([{ startStreetPostingsWarmUp }, { getDb }]) => startStreetPostingsWarmUp(getDb()))
  .catch((error: unknown) => console.error(`Street index warm-up did not start: ${error instanceof Error ? error.message : String(error)}`));
