// npm run bench: figures, not pass/fail. Loads the bundle into data/bench/app.db once,
// then prints import throughput, address matching accuracy, valuation accuracy,
// API latency and first-load JavaScript. Usage: npm run bench [-- section ...]
import { benchAddressMatching } from "./address-matching";
import { benchApiLatency } from "./api-latency";
import { openBenchDb } from "./bench-db";
import { benchFirstLoadJs } from "./first-load-js";
import { benchImportThroughput } from "./import-throughput";
import { startServer } from "./serve";
import { cpus, totalmem } from "node:os";

const ALL = ["import", "addresses", "valuation", "api", "js"] as const;

async function main() {
  const asked = process.argv.slice(2);
  const sections = asked.length ? asked : [...ALL];
  console.log(`# Benchmarks — ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  if (sections.includes("import")) await benchImportThroughput();
  const db = await openBenchDb();
  try {
    if (sections.includes("addresses")) await benchAddressMatching(db);
    if (sections.includes("valuation")) {
      const { runValuationBacktest } = await import("./valuation-backtest");
      await runValuationBacktest(db);
    }
  } finally {
    await db.$disconnect();
  }
  if (sections.includes("api") || sections.includes("js")) {
    const server = await startServer();
    try {
      if (sections.includes("api")) await benchApiLatency(server);
      if (sections.includes("js")) await benchFirstLoadJs(server);
    } finally {
      server.stop();
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
