// `node start.mjs` in the standalone folder: the production start (docs/deployment.md).
// It never builds and needs no dev dependencies: settings are read the way Next's server
// reads them, pending migrations are applied with the app's own runner (the committed
// SQL in prisma/<provider>/migrations), then Next's server.js serves in this process, or
// with WEB_CONCURRENCY above 1 in that many worker processes on the one port, this one
// supervising them (decision 115).
// The bundled sample data is not loaded here: `node load-data.mjs` does that once
// (docs/decisions/040-standalone-production-start.md).
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { getEnv, readWebConcurrency } from "@/lib/env";
import { superviseWorkers } from "../start/supervise-workers";
import { prepareStandaloneRuntime } from "./prepare-runtime";

async function main(): Promise<void> {
  const root = prepareStandaloneRuntime();
  // Production, as server.js will set, so getEnv() refuses to start without the secrets.
  // server.js listens on HOSTNAME, which container runtimes set to the container's name;
  // HOST is the setting npm start already uses, so it decides here too.
  Object.assign(process.env, { NODE_ENV: "production", HOSTNAME: process.env.HOST || "0.0.0.0" });
  const env = getEnv();
  const ran = await applyMigrations(env.DATABASE_URL, root);
  console.log(ran.length ? `database: applied ${ran.length} migration(s): ${ran.join(", ")}` : "database: up to date");
  const server = path.join(root, "server.js");
  const processes = readWebConcurrency(process.env.WEB_CONCURRENCY, availableParallelism());
  if (processes === 1) {
    await import(pathToFileURL(server).href);
    return;
  }
  // The workers inherit this environment (the .env files loaded, NODE_ENV, HOSTNAME).
  console.log(`server: ${processes} processes on port ${process.env.PORT || 3000} (WEB_CONCURRENCY)`);
  process.exit(await superviseWorkers({ count: processes, exec: server }));
}

main().catch((error: unknown) => {
  console.error(`start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
