import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// A build is current when it was made from exactly these sources (content hash).
const SOURCES = ["app", "components", "lib", "public", "proxy.ts", "instrumentation.ts", "instrumentation-node.ts", "next.config.mjs", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];
const SKIP = new Set(["node_modules", ".next", "generated"]);

function walk(entry: string, files: string[]) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) if (!SKIP.has(name)) walk(path.join(entry, name), files);
  } else if (!entry.endsWith(".test.ts")) {
    files.push(entry);
  }
}

export function hashSources(): string {
  const files: string[] = [];
  for (const source of SOURCES) walk(source, files);
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

function stampPath() {
  return path.join(process.env.NEXT_DIST_DIR || ".next", "SOURCE_HASH");
}

export function isBuildCurrent(): boolean {
  const stamp = stampPath();
  return existsSync(stamp) && existsSync(path.join(path.dirname(stamp), "BUILD_ID")) && readFileSync(stamp, "utf8") === hashSources();
}

export function markBuildCurrent() {
  writeFileSync(stampPath(), hashSources());
}
