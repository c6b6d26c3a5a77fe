// A small real slice of the bundle for load tests: the first Code-Point NE postcodes and
// the Newcastle Price Paid sales in them, written gzipped under the bundled files' own
// ids and paths (so the loader and "About the data" treat them as bundled files).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { BUNDLED_FILES, type BundledFile } from "@/lib/import/bundled-files";

export type BundleSubset = { dataDir: string; files: BundledFile[]; postcodes: number; cleanup: () => void };

const POSTCODES_ID = "postcodes:codepoint-open-2014-ne";
const SALES_ID = "ppd:pp-2022-jan-sep-newcastle-area";

function findBundled(id: string): BundledFile {
  const entry = BUNDLED_FILES.find((file) => file.id === id);
  if (!entry) throw new Error(`no bundled file ${id}`);
  return entry;
}

const readLines = (entry: BundledFile) => gunzipSync(readFileSync(path.join("data/open", entry.file))).toString("utf8").split("\n").filter(Boolean);
const normalise = (postcode: string | undefined) => (postcode ?? "").replace(/[" ]/g, "");

/** `postcodes` lines of Code-Point NE (2,500 → three 1,000-row batches) and their sales. */
export function writeBundleSubset(postcodes = 2_500): BundleSubset {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bundle-subset-"));
  const postcodeFile = findBundled(POSTCODES_ID);
  const salesFile = findBundled(SALES_ID);
  const postcodeLines = readLines(postcodeFile).slice(0, postcodes);
  const known = new Set(postcodeLines.map((line) => normalise(line.split(",")[0])));
  const saleLines = readLines(salesFile).filter((line) => known.has(normalise(line.split('","')[3])));
  for (const [entry, lines] of [[postcodeFile, postcodeLines], [salesFile, saleLines]] as const) {
    const target = path.join(dataDir, entry.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, gzipSync(`${lines.join("\n")}\n`));
  }
  return { dataDir, files: [postcodeFile, salesFile], postcodes: postcodeLines.length, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}
