// npm start: the whole app on one command, on a fresh clone or a used one.
// 1. secrets: ACCESS_PASSWORD and SESSION_SECRET from the environment or .env.local,
//    generated into .env.local when missing; 2. migrations; 3. the bundled open data,
//    loaded on first start; 4. a production build when there is no current one;
// 5. `next start` on PORT (default 3000), printing the URL and the password; with
//    WEB_CONCURRENCY above 1, that many `next start` workers on the one port, this process
//    supervising them (decision 115) after doing steps 1–4 once.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { readWebConcurrency } from "@/lib/env";
import { ensureSecrets } from "./ensure-secrets";
import { isBuildCurrent, markBuildCurrent } from "./build-stamp";
import { superviseWorkers } from "./supervise-workers";

const NEXT_BIN = "node_modules/.bin/next";
// The CLI's JavaScript itself, which cluster workers run with node.
const NEXT_CLI = "node_modules/next/dist/bin/next";

function step(message: string) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

async function prepareDatabase(databaseUrl: string) {
  const { applyMigrations } = await import("@/lib/db/apply-migrations");
  const ran = await applyMigrations(databaseUrl);
  step(ran.length ? `database: applied ${ran.length} migration(s)` : "database: up to date");
  const { createDb } = await import("@/lib/db/client");
  const { loadBundledData } = await import("@/lib/import/load-bundled-data");
  const db = createDb(databaseUrl);
  try {
    await loadBundledData(db, { databaseUrl });
  } finally {
    await db.$disconnect();
  }
}

function build(env: NodeJS.ProcessEnv) {
  if (isBuildCurrent()) {
    step("build: current");
    return;
  }
  step("build: compiling the app (first start or changed sources; about a minute)…");
  const result = spawnSync(NEXT_BIN, ["build"], { stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error("next build failed");
  markBuildCurrent();
}

async function main() {
  const secrets = ensureSecrets(process.env);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...secrets.values,
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    // `next start` serves this checkout; the standalone folder is for `npm run build`.
    NEXT_STANDALONE: "off",
  };
  // Before the database and the build: a wrong value should not wait for them to be reported.
  const processes = readWebConcurrency(env.WEB_CONCURRENCY, availableParallelism());
  env.DATABASE_URL ||= "file:./data/app.db";
  Object.assign(process.env, { DATABASE_URL: env.DATABASE_URL });
  if (secrets.generated) step("secrets: generated ACCESS_PASSWORD and SESSION_SECRET into .env.local");

  await prepareDatabase(env.DATABASE_URL);
  build(env);

  const port = env.PORT || "3000";
  const host = env.HOST || "0.0.0.0";
  if (!existsSync(NEXT_BIN)) throw new Error("node_modules is missing: run npm install first");
  const serverArgs = ["start", "-p", port, "-H", host];
  const serverEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: "production" };
  const announce = () => {
    console.log("");
    console.log(`  Property Analysis System is starting on http://localhost:${port}${processes > 1 ? ` (${processes} server processes)` : ""}`);
    console.log(`  Access password: ${env.ACCESS_PASSWORD}`);
    console.log("");
  };
  if (processes > 1) {
    const exiting = superviseWorkers({ count: processes, exec: NEXT_CLI, args: serverArgs, env: serverEnv });
    announce();
    process.exit(await exiting);
  }
  const server = spawn(NEXT_BIN, serverArgs, { stdio: "inherit", env: serverEnv });
  announce();
  const stop = (signal: NodeJS.Signals) => server.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

