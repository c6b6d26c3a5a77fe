import { beforeAll, describe, expect, it } from "vitest";
import { POST as value } from "@/app/api/commercial/valuation/route";
import { POST as comparables } from "@/app/api/commercial/valuation/comparables/route";
import type { CommercialComparablesResponse } from "@/lib/commercial-valuation/schemas";
import type { InvestmentValuation } from "@/lib/commercial-valuation/value-investment";
import type { Db } from "@/lib/db/client";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();
beforeAll(async () => seedCommercialSales(database.current().db));

type ErrorBody = { error: { code: string; message: string } };

// Central Newcastle (Code-Point Open 2014 centroids): four type-O sales near NE1 4ST, one
// home sale beside them that must not be listed, and one type-O sale in NE27, ~8 miles off.
async function seedCommercialSales(db: Db) {
  const postcodes = [
    { postcode: "NE1 4ST", latitude: 54.97328, longitude: -1.61396 },
    { postcode: "NE1 5DW", latitude: 54.97046, longitude: -1.61689 },
    { postcode: "NE1 1AD", latitude: 54.96891, longitude: -1.60999 },
    { postcode: "NE27 0QJ", latitude: 55.0296, longitude: -1.5052 },
    { postcode: "NE3 3LJ", latitude: 55.00717, longitude: -1.63528 },
  ];
  await db.postcode.createMany({
    data: postcodes.map((p) => ({ ...p, outcode: getOutcode(p.postcode) ?? "", sector: getPostcodeSector(p.postcode) ?? "", source: "os-codepoint-open", period: "2014-08" })),
  });
  const sale = (id: string, price: number, date: string, postcode: string, type: string, category: string, paon: string, street: string, tenure = "L") => ({
    transactionId: id, price, date: new Date(date), postcode, outcode: getOutcode(postcode), propertyType: type, newBuild: false, tenure,
    paon, street, town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", category, source: "hmlr-ppd", period: "2022-01..2022-09",
  });
  await db.sale.createMany({
    data: [
      sale("{C1}", 2_750_000, "2022-01-07", "NE1 5DW", "O", "B", "ASSEMBLY ROOMS", "WESTGATE ROAD", "F"),
      sale("{C2}", 640_000, "2022-03-15", "NE1 4ST", "O", "B", "12", "GREY STREET"),
      sale("{C3}", 415_000, "2022-06-30", "NE1 1AD", "O", "B", "3", "QUAYSIDE"),
      sale("{C4}", 150_000, "2022-08-01", "NE1 4ST", "O", "B", "14", "GREY STREET", "U"),
      sale("{H1}", 210_000, "2022-05-01", "NE1 4ST", "F", "A", "FLAT 2", "GREY STREET"),
      sale("{H2}", 95_000, "2022-05-02", "NE1 4ST", "F", "B", "FLAT 3", "GREY STREET"),
      sale("{FAR}", 3_100_000, "2022-01-06", "NE27 0QJ", "O", "B", "BUILDING 3.1", "COBALT BUSINESS PARK"),
    ],
  });
}

const shop = { passingRent: 50_000, estimatedRentalValue: 60_000, yearsToReversion: 3, termYieldPercent: 6, reversionYieldPercent: 7, purchasersCostsPercent: 6.8 };

async function post(handler: (request: Request) => Promise<Response>, path: string, json: unknown) {
  const response = await handler(authed(path, { json }));
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("POST /api/commercial/valuation", () => {
  it("values the textbook shop: every factor and figure of the working", async () => {
    const { status, body } = await post(value, "/api/commercial/valuation", shop);
    expect(status).toBe(200);
    const v = body as InvestmentValuation;
    // Worked by hand in lib/commercial-valuation/value-investment.test.ts.
    expect(v.term).toMatchObject({ yearsPurchase: 2.673012, value: 133_651 });
    expect(v.reversion).toMatchObject({ yearsPurchaseInPerpetuity: 14.285714, presentValue: 0.816298, yearsPurchaseDeferred: 11.6614, value: 699_684 });
    expect([v.grossValue, v.netValue, v.purchasersCosts.amount]).toEqual([833_335, 780_276, 53_059]);
    expect([v.netInitialYieldPercent, v.reversionaryYieldPercent, v.equivalentYieldPercent]).toEqual([6, 7.2, 6.98]);
  });

  it.each([
    ["an empty body", {}, "Enter the passing rent. Enter the estimated rental value. Enter the years to the review or lease end."],
    ["a rent as text", { ...shop, passingRent: "50000" }, "The passing rent must be a number."],
    ["a negative rent", { ...shop, passingRent: -1 }, "The passing rent must be at least £0."],
    ["no ERV", { ...shop, estimatedRentalValue: 0 }, "The estimated rental value must be at least £1."],
    ["a zero yield", { ...shop, termYieldPercent: 0 }, "The term yield must be at least 0.1%."],
    ["a yield over 50%", { ...shop, reversionYieldPercent: 60 }, "The reversion yield must be at most 50%."],
    ["costs over 20%", { ...shop, purchasersCostsPercent: 25 }, "The purchaser's costs must be at most 20%."],
    ["a term of 1,000 years", { ...shop, yearsToReversion: 1000 }, "The years to the review or lease end must be at most 999 years."],
    ["a list", [shop], "Send a JSON object with passingRent, estimatedRentalValue, yearsToReversion, termYieldPercent, reversionYieldPercent and purchasersCostsPercent."],
  ])("%s → 400", async (_name, json, message) => {
    const { status, body } = await post(value, "/api/commercial/valuation", json);
    expect(status).toBe(400);
    expect((body as ErrorBody).error).toMatchObject({ code: "bad_request", message });
  });

  it("needs a session", async () => {
    const response = await value(anonymous("/api/commercial/valuation", { method: "POST", body: JSON.stringify(shop), headers: { "content-type": "application/json" } }));
    expect(response.status).toBe(401);
  });
});

describe("POST /api/commercial/valuation/comparables", () => {
  it("lists the type-Other sales within the radius, newest first, never a home", async () => {
    const { status, body } = await post(comparables, "/api/commercial/valuation/comparables", { postcode: "ne1 4st", radiusMiles: 1 });
    expect(status).toBe(200);
    const r = body as CommercialComparablesResponse;
    expect(r.area).toBe("NE1 4ST");
    expect(r.radiusMiles).toBe(1);
    expect(r.total).toBe(4);
    expect(r.comparables.map((c) => c.transactionId)).toEqual(["{C4}", "{C3}", "{C2}", "{C1}"]);
    expect(r.comparables[0]).toEqual({
      transactionId: "{C4}", address: "14 Grey Street, Newcastle Upon Tyne", postcode: "NE1 4ST", price: 150_000, date: "2022-08-01", tenure: "Unknown", rentPerYear: null, impliedYieldPercent: null,
    });
    expect(r.comparables.find((c) => c.transactionId === "{C1}")?.tenure).toBe("Freehold");
    // Price Paid holds no rents: the answer says so rather than inventing a yield.
    expect(r.comparables.every((c) => c.impliedYieldPercent === null)).toBe(true);
    expect(r.notes[0]).toContain("no rent is known for these sales");
    expect(r.source).toContain("Price Paid");
  });

  it("a wider radius reaches the business park; an outward code covers its own postcodes", async () => {
    const wide = (await post(comparables, "/api/commercial/valuation/comparables", { postcode: "NE1 4ST", radiusMiles: 10 })).body as CommercialComparablesResponse;
    expect(wide.total).toBe(5);
    const outcode = (await post(comparables, "/api/commercial/valuation/comparables", { postcode: "NE27" })).body as CommercialComparablesResponse;
    expect(outcode).toMatchObject({ area: "NE27", radiusMiles: null, total: 1 });
  });

  it("an area with no such sales answers with none and says so", async () => {
    const { status, body } = await post(comparables, "/api/commercial/valuation/comparables", { postcode: "NE3 3LJ", radiusMiles: 0.5 });
    expect(status).toBe(200);
    const r = body as CommercialComparablesResponse;
    expect(r.total).toBe(0);
    expect(r.comparables).toEqual([]);
    expect(r.notes).toContain("No non-residential sales recorded in NE3 3LJ within 0.5 miles. Try a wider radius.");
  });

  it.each([
    ["no postcode", { radiusMiles: 1 }, 400, "Enter a UK postcode: a full postcode (NE3 3LJ), an outward code (NE3) or an outward code and one digit (NE3 3)."],
    ["not a postcode", { postcode: "HELLO", radiusMiles: 1 }, 400, "Enter a UK postcode: a full postcode (NE3 3LJ), an outward code (NE3) or an outward code and one digit (NE3 3)."],
    ["a radius not offered", { postcode: "NE1 4ST", radiusMiles: 3 }, 400, "The radius must be 0.5, 1, 2, 5 or 10 miles."],
    ["a radius as text", { postcode: "NE1 4ST", radiusMiles: "1" }, 400, "The radius must be 0.5, 1, 2, 5 or 10 miles."],
    ["a postcode we do not hold", { postcode: "SW1A 1AA", radiusMiles: 1 }, 404, "Postcode SW1A 1AA was not found. The bundled postcode directory covers the NE and M postcode areas (OS Code-Point Open, 2014)."],
  ])("%s → %i", async (_name, json, statusCode, message) => {
    const { status, body } = await post(comparables, "/api/commercial/valuation/comparables", json);
    expect(status).toBe(statusCode);
    expect((body as ErrorBody).error.message).toBe(message);
  });
});
