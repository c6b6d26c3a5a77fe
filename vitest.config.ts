import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // Next resolves "server-only" to this empty module on the server; tests run server code.
      "server-only": fileURLToPath(new URL("node_modules/next/dist/compiled/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup-env.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads, each file in a new one: the same isolation as child processes, without
    // a process start per file (the SQLite pass 282 → 217 s, PostgreSQL 353 → 284 s on the
    // 2-core CI machine, decision 154). No test changes the process (chdir, signals, exit).
    pool: "threads",
    // Both cores: Vitest's default leaves one free (cores − 1), which is one worker here.
    // Every database test makes its own database (tests/helpers/test-db.ts).
    maxWorkers: 2,
    // The app's JSON log lines (lib/log), one per handler call: tests that care read them
    // with a spy; the rest would bury the report.
    onConsoleLog: (log) => (log.startsWith('{"time":') ? false : undefined),
  },
});
