import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useFreshDatabases } from "@/tests/helpers/test-db";
import { importPortfolio, parsePortfolioRecord } from "./import-portfolio";

const freshDatabase = useFreshDatabases();

const CSV = [
  "recordType,titleNumber,address,city,postcode,tenure,classification,currentValue,valuationType,valuationDate,status,lender,amountSecured,dateRegistered",
  "property,NGL1,12 Grosvenor Road,London,SW1V 3SA,Freehold,Residential,,,,,,,",
  "property,,No title here,London,,,,,,,,,,",
  'valuation,NGL1,"12 Grosvenor Road",,,,,"£1,250,000",Market Value,2025-01-31,,,,',
  "charge,NGL1,,,,,,,,,Open,Barclays,250000,2020-03-01",
  "charge,NGL1,,,,,,,,,Open,Barclays,lots,2020-03-01",
  "charged-property,,4 Mill Lane,Leeds,,,,,,,Open,HSBC,£100k,",
  "charged-property,,1 A,Leeds,,,,,,,,,,",
  "mortgage,NGL1,,,,,,,,,,,,",
].join("\n");

describe("importPortfolio", () => {
  it("creates the client, loads each kind, reports bad rows by line without stopping, and replaces its own rows on re-import", async () => {
    const { db } = await freshDatabase();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "portfolio-")), "acme.csv");
    writeFileSync(file, CSV);
    const summary = await importPortfolio(db, "acme-estates", file);
    expect(summary).toMatchObject({ client: "Acme Estates", created: true, loaded: { property: 1, valuation: 1, charge: 1, "charged-property": 1 } });
    expect(summary.rejected.map((r) => r.line)).toEqual([3, 6, 8, 9]);
    expect(summary.rejected[0]?.reason).toContain("Title Number and Address are required fields.");
    expect(summary.rejected[3]?.reason).toContain("recordType must be");
    expect(await db.valuation.findFirstOrThrow({})).toMatchObject({ currentValue: 1250000, valuationType: "Market Value" });
    expect(await db.chargedProperty.findFirstOrThrow({})).toMatchObject({ fullAddress: "4 Mill Lane, Leeds", amountSecured: "£100k", addressCorrected: false });

    const again = await importPortfolio(db, "acme-estates", file);
    expect(again.created).toBe(false);
    expect(await db.valuation.count()).toBe(1);
    expect(await db.portfolioProperty.count()).toBe(1);
  });

  it("refuses a reserved or malformed slug before reading anything", async () => {
    const { db } = await freshDatabase();
    await expect(importPortfolio(db, "epc", "/nonexistent.csv")).rejects.toThrow("reserved");
    await expect(importPortfolio(db, "Bad Slug", "/nonexistent.csv")).rejects.toThrow("not a client slug");
  });

  it.each([
    [{ recordType: "charge", status: "" }, "A status is required"],
    [{ recordType: "valuation", titleNumber: "T1", valuationDate: "31/01/2025" }, "YYYY-MM-DD"],
    [{ recordType: "property", titleNumber: "T1", address: "1 A Street", tenure: "Commonhold" }, "Freehold or Leasehold"],
  ])("%j → %s", (row, message) => {
    const parsed = parsePortfolioRecord(row as Record<string, string>);
    expect("error" in parsed && parsed.error).toContain(message);
  });
});
