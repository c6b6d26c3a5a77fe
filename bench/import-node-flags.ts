// The node flags `npm run import` gives the process (package.json's "import" script): the
// import bench times importAndLink in its own process, so its figures are the command's only
// when that process was started with the same flags ("bench" script, decision 146).
import { readFileSync } from "node:fs";

type Scripts = Readonly<Record<string, string>>;

/** The node flags (`--name=value`, before the script's file) of the `script` npm script, as tsx passes them on. */
export function listNodeFlags(scripts: Scripts, script: string): string[] {
  const words = (scripts[script] ?? "").split(/\s+/);
  const file = words.findIndex((word) => /\.[cm]?[jt]s$/.test(word));
  return words.slice(0, file < 0 ? words.length : file).filter((word) => /^--[a-z-]+=\S+$/.test(word) && !word.startsWith("--conditions="));
}

/** The line the import bench prints about its process: the import's flags it runs with, or those it lacks. */
export function describeImportFlags(execArgv: readonly string[], scripts: Scripts = readScripts()): string {
  const flags = listNodeFlags(scripts, "import");
  const missing = flags.filter((flag) => !execArgv.includes(flag));
  if (missing.length) return `warning: this process lacks npm run import's ${missing.join(" ")}: its import figures are not the command's (run it by npm run bench)`;
  return flags.length ? `node ${flags.join(" ")}, as npm run import runs` : "node with its default flags, as npm run import runs";
}

function readScripts(): Scripts {
  return (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Scripts }).scripts;
}
