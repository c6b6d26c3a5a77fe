// `node start.mjs` in the standalone folder: the production start (docs/deployment.md).
// It never builds and needs no dev dependencies: settings are read the way Next's server
// reads them, pending migrations are applied with the app's own runner (the committed
// SQL in prisma/<provider>/migrations), then Next's server.js serves in this process.
// The bundled sample data is not loaded here: `node load-data.mjs` does that once
// (docs/decisions/040-standalone-production-start.md).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { getEnv } from "@/lib/env";
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
  await import(pathToFileURL(path.join(root, "server.js")).href);
}

main().catch((error: unknown) => {
  console.error(`start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
