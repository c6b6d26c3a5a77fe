import { defineConfig, devices } from "@playwright/test";

// Browser journeys against the real server (npm start) on the bundled data, in Debian's
// Chromium: Playwright's own browser download cannot work offline.
// E2E_PORT lets several engineers run journeys at once: each port has its own database
// and build folder.
export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const E2E_PASSWORD = "e2e-access-password";
export const E2E_DATABASE = `data/e2e/${E2E_PORT}/app.db`;
const E2E_DIST_DIR = E2E_PORT === 3210 ? ".next-e2e" : `.next-e2e-${E2E_PORT}`;

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export { E2E_DIST_DIR };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: "node_modules/.bin/tsx scripts/start/start.ts",
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    // Stopped with SIGTERM, not Playwright's default SIGKILL: the server then exits, and the
    // PDF printer's Chromium (its own process group) is closed with it instead of outliving
    // every run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:./${E2E_DATABASE}`,
      ACCESS_PASSWORD: E2E_PASSWORD,
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      NEXT_TELEMETRY_DISABLED: "1",
      // Tests never fetch tiles from the web: the map draws its background and markers.
      MAP_TILE_URL: "none",
      // Its own build folder, always built with the e2e secrets above, so the bundle
      // check in e2e/shell.spec.ts looks at a build that had them in its environment.
      NEXT_DIST_DIR: E2E_DIST_DIR,
    },
  },
});
