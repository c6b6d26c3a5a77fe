import { beforeAll, describe, expect, it } from "vitest";
import { POST as valuation } from "@/app/api/properties/valuation/route";
import type { Db } from "@/lib/db/client";
import { getOutcode } from "@/lib/postcode/normalise-postcode";
import type { ValuationResponse } from "@/lib/valuation/schemas";
import { authed, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();
beforeAll(async () => seedStockport(database.current().db));

// The bundle as it was when every Stockport valuation answered 404: Greater Manchester's
// 2019 sales in SK4 and, from the Midlands monthly file, a few 2023-2025 sales in SK13
// (Glossop) and one stray 2025 row in SK4 itself. No centroids (Code-Point 2014 covers NE
// and M only), so comparables are found by postcode text.
async function seedStockport(db: Db) {
  let n = 0;
  const sale = (price: number, date: string, postcode: string, paon: string, street: string, period: string) => ({
    transactionId: `{SK${++n}}`, price, date: new Date(date), postcode, outcode: getOutcode(postcode), propertyType: "S", newBuild: false, tenure: "F",
    paon, street, town: "STOCKPORT", district: "STOCKPORT", county: "GREATER MANCHESTER", category: "A", source: "hmlr-ppd", period,
  });
  const stockport = Array.from({ length: 12 }, (_, i) =>
    sale(200_000 + i * 2_000, `2019-0${1 + (i % 9)}-15`, i % 2 ? "SK4 2AB" : "SK4 2AA", String(2 * i + 1), "HEATON ROAD", "2019-01..2019-09"),
  );
  const midlands = [
    sale(250_000, "2023-06-30", "SK13 8AA", "1", "HIGH STREET WEST", "1996-11..2025-08"),
    sale(260_000, "2024-05-23", "SK13 8AA", "3", "HIGH STREET WEST", "1996-11..2025-08"),
    sale(255_000, "2025-03-31", "SK13 8AA", "5", "HIGH STREET WEST", "1996-11..2025-08"),
    sale(265_000, "2025-08-22", "SK13 8AA", "7", "HIGH STREET WEST", "1996-11..2025-08"),
    sale(900_000, "2025-08-01", "SK4 2AA", "99", "HEATON ROAD", "1996-11..2025-08"),
  ];
  await db.sale.createMany({ data: [...stockport, ...midlands] });
}

async function post(json: unknown) {
  const response = await valuation(authed("/api/properties/valuation", { json }));
  return { status: response.status, body: (await response.json()) as ValuationResponse & { error?: { message: string } } };
}

describe("POST /api/properties/valuation anchors each home on its own local market", () => {
  it("values Stockport as at its own latest sales, whatever a later file holds elsewhere in SK", async () => {
    const { status, body } = await post({ postcode: "SK4 2AA", propertyType: "semi-detached" });
    expect(status).toBe(200);
    expect(body.valuationDate).toBe("2019-09-15");
    expect(body.comparables.length).toBeGreaterThanOrEqual(10);
    expect(body.comparables.every((c) => c.date.startsWith("2019-"))).toBe(true);
    expect(body.estimatedValue).toBeGreaterThan(190_000);
    expect(body.estimatedValue).toBeLessThan(240_000);
  });

  it("values Glossop (SK13) as at its own latest sale", async () => {
    const { status, body } = await post({ postcode: "SK13 8AA", propertyType: "semi-detached" });
    expect(status).toBe(200);
    expect(body.valuationDate).toBe("2025-08-22");
    expect(body.comparables.every((c) => c.postcode === "SK13 8AA")).toBe(true);
  });

  it("a postcode of an outward code with no sales is still not found", async () => {
    const { status, body } = await post({ postcode: "SK9 1AA", propertyType: "semi-detached" });
    expect(status).toBe(404);
    expect(body.error?.message).toBe("Postcode SK9 1AA was not found.");
  });
});
