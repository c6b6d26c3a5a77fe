import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnvConfig } from "@next/env";

/**
 * Every command in the standalone folder runs as Next's server.js does: from the folder
 * itself (so a relative `DATABASE_URL=file:./data/app.db` names the same file for the
 * migrations, the data tools and the server), with the same .env files (production set)
 * loaded by Next's own loader. Returns the folder.
 */
export function prepareStandaloneRuntime(): string {
  // Bundled by scripts/build-standalone.ts into <standalone>/*.mjs, so this is that folder.
  const root = path.dirname(fileURLToPath(import.meta.url));
  process.chdir(root);
  loadEnvConfig(root, false, { info: () => undefined, error: (...args: unknown[]) => console.error(...args) });
  return root;
}
