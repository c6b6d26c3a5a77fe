import path from "node:path";
import { defineConfig } from "prisma/config";

// The CLI is used only for `prisma generate` (both clients, see scripts/generate-clients.sh).
// Its native schema engine cannot be downloaded offline, so a stub answers its version
// check; migrations come from scripts/make-migration.ts (docs/decisions/002).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve("scripts/schema-engine-stub.sh");

export default defineConfig({
  schema: process.env.PRISMA_SCHEMA_DIR ?? "prisma/sqlite",
});
