// Price Paid import throughput beside `sqlite3 .import` of the same rows into a bare
// table: the ceiling for getting CSV rows into SQLite on this machine.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { createDb } from "@/lib/db/client";
import { importFile } from "@/lib/import/import-file";
import { heading } from "./bench-db";

const FILES = ["data/open/price-paid/pp-2019-jan-sep-greater-manchester-houses.csv.gz", "data/open/price-paid/pp-2022-jan-sep-newcastle-area.csv.gz"];

export async function benchImportThroughput() {
  heading("Import throughput: HM Land Registry Price Paid (bulk CSV)");
  const dir = mkdtempSync(path.join(tmpdir(), "pas-bench-import-"));
  try {
    const plain = path.join(dir, "ppd.csv");
    writeFileSync(plain, Buffer.concat(FILES.map((f) => gunzipSync(readFileSync(f)))));
    const rows = readFileSync(plain, "utf8").split("\n").filter(Boolean).length;

    const url = `file:${path.join(dir, "app.db")}`;
    await applyMigrations(url);
    const db = createDb(url);
    const first = performance.now();
    const summary = await importFile(db, "ppd", plain, { progress: false });
    const importSeconds = (performance.now() - first) / 1000;
    const again = performance.now();
    const second = await importFile(db, "ppd", plain, { progress: false });
    const reimportSeconds = (performance.now() - again) / 1000;
    await db.$disconnect();

    console.log(`rows: ${rows.toLocaleString("en-GB")}`);
    console.log(`npm run import (parse, validate, upsert): ${importSeconds.toFixed(2)} s = ${Math.round(summary.inserted / importSeconds).toLocaleString("en-GB")} rows/s (inserted ${summary.inserted}, rejected ${summary.rejected})`);
    console.log(`re-import of the same file (no-op check): ${reimportSeconds.toFixed(2)} s = ${Math.round(rows / reimportSeconds).toLocaleString("en-GB")} rows/s (inserted ${second.inserted}, updated ${second.updated})`);

    const sqlite = spawnSync("sqlite3", ["-version"], { encoding: "utf8" });
    if (sqlite.status !== 0) {
      console.log("sqlite3 .import ceiling: skipped (install Debian's sqlite3 package: apt-get install -y sqlite3)");
      return;
    }
    const bare = path.join(dir, "bare.db");
    execFileSync("sqlite3", [bare, "CREATE TABLE ppd (id, price, date, postcode, type, new, duration, paon, saon, street, locality, town, district, county, category, status);"]);
    const started = performance.now();
    execFileSync("sqlite3", [bare, "-cmd", ".mode csv", `.import ${plain} ppd`]);
    const ceilingSeconds = (performance.now() - started) / 1000;
    console.log(`sqlite3 .import into a bare table (ceiling): ${ceilingSeconds.toFixed(2)} s = ${Math.round(rows / ceilingSeconds).toLocaleString("en-GB")} rows/s`);
    console.log(`importer at ${((rows / importSeconds / (rows / ceilingSeconds)) * 100).toFixed(0)}% of the ceiling`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
