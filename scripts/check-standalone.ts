// npm test, "standalone build": builds the deployable folder the way an operator does and
// runs it the way docs/deployment.md says, away from the repository.
// 1. copies this working tree (tracked and new files, node_modules hard-linked) into a
//    temporary folder and runs `npm run build` there, so the shared tree's .next and
//    tsconfig.json are left alone; 2. copies .next/standalone elsewhere and deletes the
//    build folder; 3. `node start.mjs` on a fresh SQLite file (migrations at start), with
//    no node_modules/.bin on PATH; 4. health, login, an authenticated call, a page and its
//    static files; 5. `node load-data.mjs` against the running server's database, then a
//    search that finds the loaded sales; 6. the login's JSON log line, and neither the
//    password nor the cookie anywhere in the output; 7. WEB_CONCURRENCY=2: two server
//    processes, one killed and replaced, all stopped by SIGTERM. With TEST_DATABASE_URL
//    set, 3, 4 and 6 again on a new PostgreSQL database. Exits non-zero on the first failure.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const PASSWORD = "standalone-check-password";
const SECRET = "standalone-check-session-secret-0123456789";
const LOGIN_REQUEST_ID = "standalone-check-login";
// Present in a checkout, absent from a deployable folder.
const DEV_ONLY = ["tsx", "typescript", "esbuild", "vitest", "prisma", "@playwright/test", "eslint"];

const started = performance.now();
function step(message: string) {
  console.log(`  [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
}

function fail(message: string): never {
  throw new Error(message);
}

// Asynchronous, so that this process keeps reading the server's output and its idle
// keep-alive sockets close while a long command runs.
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(" ")} failed (${code ?? signal}):\n${stdout}\n${stderr}`));
    });
  });
}

// New files count (work not yet committed is what is being tested), except other runs'
// build folders and databases.
const isRunOutput = (file: string) => /^\.next|^data\//.test(file);

async function copyWorkingTree(to: string) {
  const tracked = await run("git", ["ls-files", "-z", "--cached"], { cwd: process.cwd() });
  const added = await run("git", ["ls-files", "-z", "--others", "--exclude-standard"], { cwd: process.cwd() });
  const files = [...tracked.split("\0"), ...added.split("\0").filter((file) => !isRunOutput(file))].filter(Boolean);
  for (const file of files) {
    if (!existsSync(file) && !isSymlink(file)) continue; // deleted in the working tree
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (isSymlink(file)) symlinkSync(readlinkSync(file), target);
    else cpSync(file, target);
  }
  // Hard links are instant and cost no space; a copy where they are not allowed.
  const linked = spawnSync("cp", ["-al", "node_modules", path.join(to, "node_modules")]);
  if (linked.status !== 0) await run("cp", ["-a", "node_modules", path.join(to, "node_modules")], { cwd: process.cwd() });
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) fail(`${what}: expected ${status}, got ${response.status}`);
}

async function waitForHealth(base: string, server: ChildProcess, output: () => string): Promise<Response> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode}:\n${output()}`);
    try {
      return await fetch(`${base}/api/health`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  fail(`the server did not answer within 90 s:\n${output()}`);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function checkRunningApp(base: string) {
  const health = await fetch(`${base}/api/health`);
  expectStatus(health, 200, "GET /api/health");
  const healthBody = (await health.json()) as { status?: string };
  if (healthBody.status !== "ok") fail(`GET /api/health: status ${JSON.stringify(healthBody.status)}, expected "ok"`);
  step("GET /api/health → 200 ok");

  expectStatus(await fetch(`${base}/api/searches/recent`), 401, "GET /api/searches/recent without a session");
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-request-id": LOGIN_REQUEST_ID },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expectStatus(login, 200, "POST /api/auth/login");
  if (login.headers.get("x-request-id") !== LOGIN_REQUEST_ID) fail(`POST /api/auth/login answered X-Request-Id ${login.headers.get("x-request-id")}, not the one sent`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!/^pas_session=./.test(cookie)) fail(`POST /api/auth/login set no session cookie (Set-Cookie: ${login.headers.get("set-cookie")})`);
  step("POST /api/auth/login → 200 with a session cookie");

  const recent = await fetch(`${base}/api/searches/recent`, { headers: { cookie } });
  expectStatus(recent, 200, "GET /api/searches/recent with the session");
  if (!Array.isArray(await recent.json())) fail("GET /api/searches/recent did not answer a list");
  step("GET /api/searches/recent with the cookie → 200 (and 401 without it)");

  const page = await fetch(`${base}/search`, { headers: { cookie } });
  expectStatus(page, 200, "GET /search");
  const script = /\/_next\/static\/[^"']+\.js/.exec(await page.text())?.[0] ?? fail("GET /search names no /_next/static script");
  expectStatus(await fetch(base + script), 200, `GET ${script} (.next/static copied)`);
  expectStatus(await fetch(`${base}/maplibre-gl-worker.mjs`), 200, "GET /maplibre-gl-worker.mjs (public/ copied)");
  step("GET /search, its static script and a public/ file → 200");
  return cookie;
}

// The printer runs from the standalone folder: puppeteer-core is traced into it and drives
// the machine's Chromium, so a title report prints to a real PDF.
async function checkPdfPrinting(base: string, cookie: string, uprn: string) {
  expectStatus(await fetch(`${base}/api/services/sra-title-report/${uprn}`, { headers: { cookie } }), 200, `GET /api/services/sra-title-report/${uprn}`);
  const pdf = await fetch(`${base}/api/services/sra-title-report/${uprn}/pdf`, { headers: { cookie } });
  expectStatus(pdf, 200, `GET /api/services/sra-title-report/${uprn}/pdf`);
  const bytes = Buffer.from(await pdf.arrayBuffer());
  if (!bytes.subarray(0, 5).equals(Buffer.from("%PDF-"))) fail(`GET …/pdf did not answer a PDF (content-type ${pdf.headers.get("content-type")})`);
  step(`GET /api/services/sra-title-report/${uprn}/pdf → a ${Math.round(bytes.length / 1024)} kB PDF printed by Chromium`);
}

type Served = { base: string; process: ChildProcess; output: () => string };

// What an operator sets: only the settings, and no node_modules/.bin on PATH.
function operatorEnv(work: string, databaseUrl: string, port = 0): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: work,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    ACCESS_PASSWORD: PASSWORD,
    SESSION_SECRET: SECRET,
    MAP_TILE_URL: "none",
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

async function serve(app: string, work: string, databaseUrl: string, servers: Served[], settings: Record<string, string> = {}): Promise<Served> {
  const port = await findFreePort();
  const env = { ...operatorEnv(work, databaseUrl, port), ...settings };
  let output = "";
  const child = spawn(process.execPath, ["start.mjs"], { cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const served = { base: `http://127.0.0.1:${port}`, process: child, output: () => output };
  servers.push(served);
  await waitForHealth(served.base, child, served.output);
  if (!/applied \d+ migration/.test(output)) fail(`start.mjs did not apply the migrations to the fresh database:\n${output}`);
  return served;
}

// The server's own log: one JSON line for the login, and no secret anywhere in it.
async function stopAndCheckOutput(served: Served, cookie: string) {
  await stop(served.process);
  const output = served.output();
  if (output.includes(PASSWORD) || output.includes(cookie.slice(cookie.indexOf("=") + 1))) fail("the server's output contains the password or the session cookie");
  const lines = output.split("\n").filter((line) => line.startsWith("{"));
  const login = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.requestId === LOGIN_REQUEST_ID);
  if (login?.msg !== "request" || login.status !== 200 || login.path !== "/api/auth/login") fail(`no JSON log line for the login request:\n${output}`);
  step("the server logged the login as one JSON line, without the password or the cookie");
}

async function buildStandalone(work: string): Promise<string> {
  const source = path.join(work, "source");
  const app = path.join(work, "app");
  await copyWorkingTree(source);
  step(`copied the working tree to ${source}`);
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" };
  for (const name of ["NEXT_DIST_DIR", "NEXT_STANDALONE", "DATABASE_URL", "ACCESS_PASSWORD", "SESSION_SECRET", "TEST_DATABASE_URL", "NODE_ENV"]) delete buildEnv[name];
  await run("bash", ["scripts/postinstall.sh"], { cwd: source, env: buildEnv });
  await run("npm", ["run", "build"], { cwd: source, env: buildEnv });
  step("npm run build");
  await run("cp", ["-a", path.join(source, ".next", "standalone"), app], { cwd: work });
  rmSync(source, { recursive: true, force: true });
  const devDeps = DEV_ONLY.filter((name) => existsSync(path.join(app, "node_modules", name)));
  if (devDeps.length) fail(`the standalone folder carries dev dependencies: ${devDeps.join(", ")}`);
  step(`copied .next/standalone to ${app} and removed the build folder`);
  return app;
}

async function checkSqlite(app: string, work: string, servers: Served[]) {
  const databaseUrl = `file:${path.join(work, "db", "app.db")}`;
  const served = await serve(app, work, databaseUrl, servers);
  step("SQLite: node start.mjs migrated a fresh database file and serves");
  const cookie = await checkRunningApp(served.base);
  // Run from elsewhere on purpose: the command finds its own folder.
  await run(process.execPath, [path.join(app, "load-data.mjs")], { cwd: work, env: operatorEnv(work, databaseUrl) });
  const search = await fetch(`${served.base}/api/properties/search?postcode=NE3%203LJ&radius=1`, { headers: { cookie } });
  expectStatus(search, 200, "GET /api/properties/search after load-data.mjs");
  const found = (await search.json()) as { total?: number; properties?: { uprn?: string | null }[] };
  if (!found.total) fail(`GET /api/properties/search found nothing after load-data.mjs: ${JSON.stringify(found)}`);
  step(`node load-data.mjs, then a search → ${found.total} properties`);
  await checkPdfPrinting(served.base, cookie, found.properties?.find((p) => p.uprn)?.uprn ?? fail("the search found no property with a UPRN"));
  await stopAndCheckOutput(served, cookie);
}

const listeningPids = (output: string) => [...output.matchAll(/server process (\d+) is listening/g)].map((match) => Number(match[1]));

async function waitForListening(served: Served, count: number) {
  const deadline = Date.now() + 60_000;
  while (new Set(listeningPids(served.output())).size < count) {
    if (Date.now() > deadline) fail(`expected ${count} server processes listening:\n${served.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [...new Set(listeningPids(served.output()))];
}

// WEB_CONCURRENCY=2 (decision 115): start.mjs migrates once, two server processes share the
// port, a session made in one holds in the other (it is a row), a killed one is replaced
// while the other serves, and SIGTERM stops them all.
async function checkTwoProcesses(app: string, work: string, servers: Served[]) {
  const served = await serve(app, work, `file:${path.join(work, "db", "two.db")}`, servers, { WEB_CONCURRENCY: "2" });
  const [first, second] = await waitForListening(served, 2);
  const login = await fetch(`${served.base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", origin: served.base }, body: JSON.stringify({ password: PASSWORD }) });
  expectStatus(login, 200, "POST /api/auth/login (two processes)");
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  process.kill(first!, "SIGKILL");
  // Let this process see the killed one's keep-alive sockets close before reusing any.
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (let i = 0; i < 4; i++) expectStatus(await fetch(`${served.base}/api/searches/recent`, { headers: { cookie } }), 200, "GET /api/searches/recent while one process is replaced");
  const pids = await waitForListening(served, 3);
  step(`WEB_CONCURRENCY=2: processes ${first} and ${second} on one port; ${first} killed, ${pids.at(-1)} started in its place, the session held`);
  await stop(served.process);
  if (served.process.exitCode !== 143) fail(`start.mjs with two processes exited with ${served.process.exitCode} on SIGTERM, expected 143:\n${served.output()}`);
  const alive = pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
  if (alive.length) fail(`server processes ${alive.join(", ")} outlived start.mjs`);
  step("SIGTERM stopped start.mjs and both server processes");
}

// The deployment path: the same folder on a new PostgreSQL database (pg from the trace).
async function checkPostgres(app: string, work: string, adminUrl: string, servers: Served[]) {
  const name = `pas_standalone_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const served = await serve(app, work, url.toString(), servers);
    step("PostgreSQL: node start.mjs migrated a new database and serves");
    const cookie = await checkRunningApp(served.base);
    await stopAndCheckOutput(served, cookie);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "pas-standalone-"));
  const servers: Served[] = [];
  try {
    const app = await buildStandalone(work);
    await checkSqlite(app, work, servers);
    await checkTwoProcesses(app, work, servers);
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) await checkPostgres(app, work, adminUrl, servers);
    else step("PostgreSQL: skipped (TEST_DATABASE_URL is not set)");
    console.log(`standalone build: passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    const output = servers.at(-1)?.output();
    if (output) console.error(`--- the standalone server's output ---\n${output.split("\n").slice(-60).join("\n")}\n---`);
    throw error;
  } finally {
    for (const served of servers) await stop(served.process);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : "";
  console.error(`standalone build: FAILED\n${error instanceof Error ? error.message : String(error)}${cause}`);
  process.exit(1);
});
