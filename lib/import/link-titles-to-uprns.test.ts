import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { linkTitlesToUprns } from "./link-titles-to-uprns";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  const address = (uprn: string, saon: string | null, paon: string, street: string, postcode: string) => ({
    uprn, saon, paon, street, town: "NEWCASTLE UPON TYNE", postcode, singleLine: [saon, paon, street, postcode].filter(Boolean).join(" "), source: "os-open-uprn", period: "2024-01",
  });
  await t.db.address.createMany({
    data: [address("1", null, "27", "BRADWELL ROAD", "NE3 3LJ"), address("2", null, "29", "BRADWELL ROAD", "NE3 3LJ"), address("4", "FLAT 12", "6", "BRADWELL ROAD", "NE3 3LJ")],
  });
  const title = (titleNumber: string, propertyAddress: string, postcode: string | null, uprn: string | null = null) => ({
    titleNumber, tenure: "Freehold", propertyAddress, postcode, uprn, source: "hmlr-ccod", period: "2025-01",
  });
  await t.db.title.createMany({
    data: [
      title("TY1", "27 Bradwell Road, Newcastle upon Tyne (NE3 3LJ)", "NE3 3LJ"),
      title("TY2", "Flat 12, 6 Bradwell Road, Newcastle upon Tyne NE3 3LJ", "NE3 3LJ"),
      title("TY3", "31 Bradwell Road, Newcastle upon Tyne NE3 3LJ", "NE3 3LJ"), // no such number: stays unlinked
      title("TY4", "Land adjoining Bradwell Road, Newcastle upon Tyne", "NE3 3LJ"), // no number: not HIGH
      title("TY5", "27 Bradwell Road", null), // no postcode: not examined
      title("TY6", "29 Bradwell Road, Newcastle upon Tyne NE3 3LJ", "NE3 3LJ", "99"), // already linked: left alone
    ],
  });
});
afterAll(async () => t.cleanup());

describe("linkTitlesToUprns", () => {
  it("links HIGH confidence matches only, and is a no-op the second time", async () => {
    expect(await linkTitlesToUprns(t.db)).toEqual({ examined: 4, linked: 2, unmatched: 2 });
    const uprns = Object.fromEntries((await t.db.title.findMany({ orderBy: { titleNumber: "asc" } })).map((row) => [row.titleNumber, row.uprn]));
    expect(uprns).toEqual({ TY1: "1", TY2: "4", TY3: null, TY4: null, TY5: null, TY6: "99" });
    expect(await linkTitlesToUprns(t.db)).toEqual({ examined: 2, linked: 0, unmatched: 2 });
  });
});
