import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";
import { hashCrimeRow } from "./crime";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

describe("crime importer", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("imports police.uk rows, hashing rows without a Crime ID and keeping repeated ones apart", async () => {
    const summary = await importFile(t.db, "crime", fixture("police-uk-street-sample.csv"), { progress: false });
    expect(summary).toMatchObject({ source: "police-uk", period: "2013-06", read: 10, inserted: 7, rejected: 3 });
    expect(summary.rejections).toEqual([
      { line: 9, reason: 'unparsable month "2013-13"' },
      { line: 10, reason: 'unparsable coordinates "-1.67784O","55.052147"' },
      { line: 11, reason: "expected 12 columns, found 11" },
    ]);
    const burglary = await t.db.crime.findUniqueOrThrow({ where: { id: "2c6be8492cdda8f41d6f20e3264e7ee8f006ac502cb1eae0693b9635a881b2a9" } });
    expect(burglary).toMatchObject({ month: "2013-06", latitude: 55.009939, longitude: -1.674504, lsoaCode: "E01008294", crimeType: "Burglary", lastOutcome: "Investigation complete; no suspect identified", source: "police-uk", period: "2013-06" });
    const hash = hashCrimeRow(["", "2013-06", "Northumbria Police", "Northumbria Police", "-1.662251", "55.018587", "On or near Fawdon Walk", "E01008311", "Newcastle upon Tyne 001E", "Anti-social behaviour", "", ""]);
    const repeated = await t.db.crime.findMany({ where: { location: "On or near Fawdon Walk" }, orderBy: { id: "asc" } });
    expect(repeated.map((c) => c.id)).toEqual([hash, `${hash}-2`, `${hash}-3`]);
    expect(await t.db.crime.findFirst({ where: { location: "No location" } })).toMatchObject({ latitude: null, longitude: null, lsoaCode: null });
  });

  it("changes nothing on a second import", async () => {
    const summary = await importFile(t.db, "crime", fixture("police-uk-street-sample.csv"), { progress: false });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 7 });
    expect(await t.db.crime.count()).toBe(7);
  });
});
