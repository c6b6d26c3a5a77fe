// npm run bench: figures, not pass/fail. Loads the bundle into data/bench/app.db once,
// then prints import throughput, address matching accuracy, valuation accuracy,
// API latency and first-load JavaScript. Usage: npm run bench [-- section ...], or -- --help.
import { benchAddressMatching } from "./address-matching";
import { benchApiLatency } from "./api-latency";
import { benchCompareBuilds } from "./compare-builds";
import { benchConcurrency } from "./concurrency";
import { openBenchDb } from "./bench-db";
import { benchFirstCard } from "./first-card";
import { benchFirstLoadJs } from "./first-load-js";
import { benchFuzzyCorrections } from "./fuzzy-corrections";
import { benchImportThroughput } from "./import-throughput";
import { benchRegisterSize } from "./register-size";
import { benchScale } from "./scale";
import { benchReportPrinting } from "./report-printing";
import { startServer } from "./serve";
import { cpus, totalmem } from "node:os";

const ALL = ["import", "register", "addresses", "fuzzy", "valuation", "reports", "api", "js", "scale", "concurrency", "first-card", "compare"] as const;
type Section = (typeof ALL)[number];

const USAGE = `usage: npm run bench [-- section ...]
sections: ${ALL.join(", ")} (default: all)
  import      importer throughput (rows per second; BENCH_IMPORT_INTO=scale shape file adds the command into a copy of it)
  register    address register size vs bundled addresses
  addresses   address matching accuracy and speed
  fuzzy       fuzzy address correction of 500 charged properties (total, p50/p95)
  valuation   valuation backtest against later sales
  reports     warm PDF print time of each report beside a trivial page
  api         API latency percentiles against the real server
  js          first-load JavaScript of each screen
  scale       spread and dense 2M-sale shapes (built once): each call's p50/p95 and server CPU against the bundle
  concurrency 32-connection cache-miss throughput with 1 and 2 server processes (WEB_CONCURRENCY)
  first-card  click to first result card on /search in Chromium, after the answer arrives (SCALE_DB=shape file for a scale shape)
  compare     this build against another checkout's (BENCH_BASELINE_DIR), both serving one database (SCALE_DB), the same queries in turn; only when named`;

const isSection = (name: string): name is Section => (ALL as readonly string[]).includes(name);

/** The sections asked for; null after printing usage (--help, or an unknown name: exit code 1), so nothing is built or run. */
function readSections(args: readonly string[]): Section[] | null {
  if (args.some((arg) => arg === "--help" || arg === "-h")) {
    console.log(USAGE);
    return null;
  }
  const unknown = args.filter((arg) => !isSection(arg));
  if (unknown.length) {
    console.error(`Unknown bench section${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Valid sections: ${ALL.join(", ")}.\n\n${USAGE}`);
    process.exitCode = 1;
    return null;
  }
  // compare needs another checkout: only when asked for by name.
  return args.length ? args.filter(isSection) : ALL.filter((section) => section !== "compare");
}

async function main() {
  const sections = readSections(process.argv.slice(2));
  if (!sections) return;
  console.log(`# Benchmarks — ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  if (sections.includes("import")) await benchImportThroughput();
  const db = await openBenchDb();
  try {
    if (sections.includes("register")) await benchRegisterSize(db);
    if (sections.includes("addresses")) await benchAddressMatching(db);
    if (sections.includes("fuzzy")) await benchFuzzyCorrections(db);
    if (sections.includes("valuation")) {
      const { runValuationBacktest } = await import("./valuation-backtest");
      await runValuationBacktest(db);
    }
    if (sections.includes("reports")) await benchReportPrinting(db);
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
  if (sections.includes("scale")) await benchScale();
  if (sections.includes("concurrency")) await benchConcurrency();
  if (sections.includes("first-card")) await benchFirstCard();
  if (sections.includes("compare")) await benchCompareBuilds();
}

main().then(
  () => process.exit(), // with process.exitCode, 0 unless set
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
