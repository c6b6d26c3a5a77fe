import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeImportFlags, listNodeFlags } from "@/bench/import-node-flags";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

// The import bench times importAndLink in its own process (decision 146): its figures are
// the command's only if that process runs with npm run import's node flags.
describe("bench: npm run import's node flags", () => {
  it("gives the import a young generation of its own, and the bench process the same flags", () => {
    const flags = listNodeFlags(scripts, "import");
    expect(flags).toContain("--max-semi-space-size=64");
    expect(listNodeFlags(scripts, "bench")).toEqual(expect.arrayContaining(flags));
  });

  it("reads only the flags before the script's file, and not tsx's --conditions", () => {
    const made = { import: "tsx --max-semi-space-size=64 scripts/import.ts --period=2024-01", bench: "tsx --conditions=react-server bench/run.ts" };
    expect(listNodeFlags(made, "import")).toEqual(["--max-semi-space-size=64"]);
    expect(listNodeFlags(made, "bench")).toEqual([]);
  });

  it("says when the bench process lacks the import's flags", () => {
    const made = { import: "tsx --max-semi-space-size=64 scripts/import.ts" };
    expect(describeImportFlags(["--max-semi-space-size=64"], made)).toBe("node --max-semi-space-size=64, as npm run import runs");
    expect(describeImportFlags(["--require", "x"], made)).toMatch(/^warning: this process lacks npm run import's --max-semi-space-size=64/);
  });
});
