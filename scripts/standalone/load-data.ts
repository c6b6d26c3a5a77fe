// `node load-data.mjs [--force]` in the standalone folder: what `npm run data:load` does
// in a checkout (migrations, then the bundled open data in data/open and the demo layers),
// compiled so that it runs without dev dependencies.
import { prepareStandaloneRuntime } from "./prepare-runtime";

prepareStandaloneRuntime();
await import("../load-data");
