// The second half of `npm run build`: after `next build` has traced the server into
// <distDir>/standalone, this makes that folder a deployable app on its own
// (docs/deployment.md). Next leaves out what a CDN could serve and anything it cannot
// trace, so this copies in the static assets, the migration SQL and the bundled data,
// and compiles the commands an operator runs there (start, load-data, import) into
// plain .mjs files: no tsx, TypeScript or other dev dependency is needed at run time.
import { build } from "esbuild";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

const COMMANDS = {
  start: "scripts/standalone/start.ts",
  "load-data": "scripts/standalone/load-data.ts",
  import: "scripts/standalone/import.ts",
};

// Native or driver code loaded from the standalone node_modules, where Next's trace of
// the server already put it (serverExternalPackages in next.config.mjs). Everything else,
// the generated Prisma clients included, is bundled into each command.
const EXTERNAL = ["better-sqlite3", "pg", "pg-native"];

// ESM output still meets CommonJS dependencies that call require() on Node built-ins and
// read __dirname (@next/env does both).
const COMMONJS_SHIM = [
  'import { createRequire as __createRequire } from "node:module";',
  'import { fileURLToPath as __fileURLToPath } from "node:url";',
  "const require = __createRequire(import.meta.url);",
  "const __filename = __fileURLToPath(import.meta.url);",
  'const __dirname = __fileURLToPath(new URL(".", import.meta.url));',
].join(" ");

function copyInto(standalone: string, from: string, to = from) {
  if (!existsSync(from)) throw new Error(`${from} is missing: the standalone folder needs it`);
  const target = path.join(standalone, to);
  rmSync(target, { recursive: true, force: true });
  cpSync(from, target, { recursive: true });
}

async function completeStandalone(distDir: string): Promise<string> {
  const standalone = path.join(distDir, "standalone");
  if (!existsSync(path.join(standalone, "server.js"))) {
    throw new Error(`${standalone}/server.js is missing: run next build with output: "standalone" first`);
  }
  copyInto(standalone, "public");
  copyInto(standalone, path.join(distDir, "static"));
  for (const provider of ["sqlite", "postgres"]) copyInto(standalone, path.join("prisma", provider, "migrations"));
  copyInto(standalone, path.join("data", "open"));
  copyInto(standalone, path.join("data", "ATTRIBUTION.md"));
  await build({
    entryPoints: COMMANDS,
    outdir: standalone,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: EXTERNAL,
    banner: { js: COMMONJS_SHIM },
    tsconfig: "tsconfig.json",
    legalComments: "none",
    logLevel: "warning",
  });
  return standalone;
}

// Scripts run from the project root, like `next build` itself.
const distDir = process.env.NEXT_DIST_DIR || ".next";
completeStandalone(distDir).then(
  (standalone) => console.log(`standalone: ${standalone} is ready (node ${path.join(standalone, "start.mjs")})`),
  (error: unknown) => {
    console.error(`standalone: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
