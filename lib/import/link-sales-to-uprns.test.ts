import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { linkSalesToUprns } from "./link-sales-to-uprns";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  const address = (uprn: string, saon: string | null, paon: string, street: string, postcode: string) => ({
    uprn, saon, paon, street, town: "NEWCASTLE UPON TYNE", postcode, singleLine: [saon, paon, street, postcode].filter(Boolean).join(" "), source: "os-open-uprn", period: "2024-01",
  });
  await t.db.address.createMany({
    data: [
      address("1", null, "27", "BRADWELL ROAD", "NE3 3LJ"),
      address("2", null, "29", "BRADWELL ROAD", "NE3 3LJ"),
      address("3", "FLAT 2", "6", "BRADWELL ROAD", "NE3 3LJ"),
      address("4", "FLAT 12", "6", "BRADWELL ROAD", "NE3 3LJ"),
    ],
  });
  const sale = (id: string, saon: string | null, paon: string, street: string, postcode: string, uprn: string | null = null) => ({
    transactionId: id, price: 100_000, date: new Date("2022-03-01"), postcode, outcode: "NE3", propertyType: "F", newBuild: false, tenure: "L",
    saon, paon, street, town: "NEWCASTLE UPON TYNE", category: "A", uprn, source: "hmlr-ppd", period: "2022-03",
  });
  await t.db.sale.createMany({
    data: [
      sale("{S1}", null, "27", "BRADWELL ROAD", "NE3 3LJ"),
      sale("{S2}", null, "29", "BRADWEL ROAD", "NE3 3LJ"), // typo in the street
      sale("{S3}", "FLAT 12", "6", "BRADWELL ROAD", "NE3 3LJ"),
      sale("{S4}", null, "31", "BRADWELL ROAD", "NE3 3LJ"), // no such number: must stay unlinked
      sale("{S5}", null, "27", "BRADWELL ROAD", "NE9 9ZZ"), // postcode without addresses: not examined
      sale("{S6}", null, "29", "BRADWELL ROAD", "NE3 3LJ", "99"), // already linked: left alone
    ],
  });
});
afterAll(async () => t.cleanup());

describe("linkSalesToUprns", () => {
  it("links HIGH confidence matches only, and is a no-op the second time", async () => {
    expect(await linkSalesToUprns(t.db)).toEqual({ examined: 4, linked: 3, unmatched: 1 });
    const uprns = Object.fromEntries((await t.db.sale.findMany({ orderBy: { transactionId: "asc" } })).map((s) => [s.transactionId, s.uprn]));
    expect(uprns).toEqual({ "{S1}": "1", "{S2}": "2", "{S3}": "4", "{S4}": null, "{S5}": null, "{S6}": "99" });
    expect(await linkSalesToUprns(t.db)).toEqual({ examined: 1, linked: 0, unmatched: 1 });
  });
});
