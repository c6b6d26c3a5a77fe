// Development tool: writes the next migration for both providers by diffing the schema
// at the last migration (a snapshot kept beside the migrations) against the current one.
// Prisma's native engine cannot be downloaded offline; its WebAssembly build can diff two
// datamodels without a database (docs/decisions/002). Usage: npm run db:migration -- <name>
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout?: string | null }>;
};
type EngineModule = {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: { new: (options: unknown, log: (line: string) => void, adapter: object) => Promise<Engine> };
};

const providers = ["sqlite", "postgres"] as const;
type Provider = (typeof providers)[number];

async function loadEngineModule(): Promise<EngineModule> {
  // Node 20 cannot import .wasm as an ES module, so instantiate it by hand.
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const glue = (await import(pathToFileURL(path.join(dir, "schema_engine_bg.js")).href)) as EngineModule;
  const bytes = readFileSync(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue as never });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  return glue;
}

function readSchema(provider: Provider): string {
  const dir = path.join("prisma", provider);
  return readFileSync(path.join(dir, "datasource.prisma"), "utf8") + "\n" + readFileSync(path.join(dir, "models.prisma"), "utf8");
}

function makeAdapter(provider: Provider) {
  return provider === "sqlite"
    ? bindMigrationAwareSqlAdapterFactory(new PrismaBetterSqlite3({ url: "file::memory:" }))
    : bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: "postgresql://postgres@127.0.0.1:5432/postgres" }));
}

function timestamp(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

async function main() {
  const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_");
  if (!name) throw new Error("usage: npm run db:migration -- <name>");
  const engineModule = await loadEngineModule();
  const stamp = timestamp(new Date());
  for (const provider of providers) {
    const schema = readSchema(provider);
    const migrationsDir = path.join("prisma", provider, "migrations");
    const snapshotPath = path.join(migrationsDir, "schema.snapshot" /* not .prisma: the CLI would read it as part of the schema */);
    const previous = existsSync(snapshotPath) ? readFileSync(snapshotPath, "utf8") : null;
    const engine = await engineModule.SchemaEngine.new({ datamodels: [["schema.prisma", schema]] }, () => {}, makeAdapter(provider));
    const from = previous === null ? { tag: "empty" } : { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: previous }] };
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = result.stdout ?? "";
    if (!sql.trim() || sql.includes("This is an empty migration")) {
      console.log(`${provider}: no changes`);
      continue;
    }
    const dir = path.join(migrationsDir, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), sql);
    writeFileSync(snapshotPath, schema);
    console.log(`${provider}: wrote ${dir}/migration.sql`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
