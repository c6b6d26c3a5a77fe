// `node import.mjs <dataset> <file> [...]` in the standalone folder: `npm run import`
// compiled. File names are read relative to where it is run, so it runs only from the
// standalone folder itself (where relative DATABASE_URL paths point too).
import { realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

if (realpathSync(process.cwd()) !== realpathSync(path.dirname(fileURLToPath(import.meta.url)))) {
  console.error("Run import.mjs from its own folder (the one that holds server.js): cd there first.");
  process.exit(2);
}
const { prepareStandaloneRuntime } = await import("./prepare-runtime");
prepareStandaloneRuntime();
await import("../import");
