import { beforeAll, describe, expect, it } from "vitest";
import { POST as valuation } from "@/app/api/properties/valuation/route";
import type { Db } from "@/lib/db/client";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import type { ValuationResponse } from "@/lib/valuation/schemas";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();
beforeAll(async () => seedValuationArea(database.current().db));

// Real Newcastle postcode centroids (Code-Point Open 2014, WGS84), a far one in
// Northumberland, and sales shaped on the real Price Paid rows around Bradwell Road.
const postcodes = [
  { postcode: "NE3 3LJ", latitude: 55.00717, longitude: -1.63528 },
  { postcode: "NE3 3LN", latitude: 55.00791, longitude: -1.63397 },
  { postcode: "NE3 3AA", latitude: 55.00412, longitude: -1.6276 },
  { postcode: "NE27 0BU", latitude: 55.03526, longitude: -1.51938 },
  { postcode: "NE66 1AA", latitude: 55.4133, longitude: -1.7065 },
];

async function seedValuationArea(db: Db) {
  await db.postcode.createMany({
    data: postcodes.map((p) => ({ ...p, outcode: getOutcode(p.postcode) ?? "", sector: getPostcodeSector(p.postcode) ?? "", source: "os-codepoint-open", period: "2014-08" })),
  });
  let n = 0;
  const sale = (price: number, date: string, postcode: string, type: string, paon: string, street: string, uprn: string | null = null, category = "A") => ({
    transactionId: `{V${++n}}`, price, date: new Date(date), postcode, outcode: getOutcode(postcode), propertyType: type, newBuild: false, tenure: "F",
    paon, street, town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", category, uprn, source: "hmlr-ppd", period: "2022-01..2022-09",
  });
  await db.sale.createMany({
    data: [
      sale(150_000, "2022-01-04", "NE3 3LJ", "S", "27", "BRADWELL ROAD", "100"),
      sale(180_000, "2022-02-10", "NE3 3LJ", "S", "31", "BRADWELL ROAD", "101"),
      sale(185_000, "2022-03-15", "NE3 3LJ", "S", "35", "BRADWELL ROAD"),
      sale(190_000, "2022-04-20", "NE3 3LN", "S", "2", "BRADWELL ROAD", "102"),
      sale(195_000, "2022-05-05", "NE3 3LN", "S", "4", "BRADWELL ROAD"),
      sale(200_000, "2022-06-11", "NE3 3LN", "S", "8", "BRADWELL ROAD"),
      sale(205_000, "2022-07-01", "NE3 3AA", "S", "10", "KENTON ROAD"),
      sale(210_000, "2022-08-19", "NE3 3AA", "S", "12", "KENTON ROAD"),
      sale(215_000, "2022-09-02", "NE3 3AA", "S", "14", "KENTON ROAD"),
      sale(220_000, "2022-09-28", "NE3 3AA", "S", "16", "KENTON ROAD"),
      sale(60_000, "2022-03-01", "NE3 3LN", "F", "6", "BRADWELL ROAD", "103"),
      sale(65_000, "2022-06-01", "NE3 3LN", "F", "6A", "BRADWELL ROAD"),
      sale(70_000, "2022-08-01", "NE3 3AA", "F", "20", "KENTON ROAD"),
      sale(62_000, "2022-04-01", "NE3 3AA", "F", "22", "KENTON ROAD"),
      sale(68_000, "2022-07-01", "NE3 3AA", "F", "24", "KENTON ROAD"),
      sale(300_000, "2022-05-01", "NE27 0BU", "D", "139", "CLOVERFIELD"),
      sale(5_000, "2022-05-01", "NE3 3LJ", "S", "GARAGE", "BRADWELL ROAD"),
    ],
  });
  const address = (uprn: string, paon: string, postcode: string) => ({
    uprn, paon, street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", postcode, singleLine: `${paon} Bradwell Road, Newcastle upon Tyne, ${postcode}`,
    latitude: 55.0072, longitude: -1.6353, source: "demo", period: "demo 2026",
  });
  await db.address.createMany({ data: [address("100", "27", "NE3 3LJ"), address("101", "31", "NE3 3LJ"), address("102", "2", "NE3 3LN"), address("103", "6", "NE3 3LN")] });
  await db.epcCertificate.createMany({
    data: [
      { lmkKey: "E100", postcode: "NE3 3LJ", uprn: "100", totalFloorArea: 90, lodgementDate: new Date("2021-06-01"), source: "demo", period: "demo 2026" },
      { lmkKey: "E101", postcode: "NE3 3LJ", uprn: "101", totalFloorArea: 80, lodgementDate: new Date("2021-06-01"), source: "demo", period: "demo 2026" },
      // Real (imported) certificates: the demo one of 31 Bradwell Road is newer, so only the rule "real only" reaches this one.
      { lmkKey: "R101", postcode: "NE3 3LJ", uprn: "101", totalFloorArea: 75, lodgementDate: new Date("2020-06-01"), source: "epc-register", period: "2019-03..2021-11" },
      { lmkKey: "R102", postcode: "NE3 3LN", uprn: "102", totalFloorArea: 100, lodgementDate: new Date("2020-06-01"), source: "epc-register", period: "2019-03..2021-11" },
    ],
  });
  const letting = (id: string, price: number, bedrooms: number, propertyType: string) => ({
    id, address: `${id} Bradwell Road`, postcode: "NE3 3LN", outcode: "NE3", status: "to_let", listingDate: new Date("2026-10-01"), price, bedrooms, bathrooms: 1,
    floorAreaSqft: 900, propertyType, latitude: 55.0079, longitude: -1.634, daysOnMarket: 10, source: "demo", period: "demo 2026",
  });
  await db.listing.createMany({ data: [letting("L1", 800, 3, "semi-detached"), letting("L2", 850, 3, "semi-detached"), letting("L3", 900, 3, "Semi-Detached"), letting("L4", 1_500, 3, "for-sale-noise")] });
  await db.rent.createMany({ data: [{ id: "R1", areaCode: "NE3", bedrooms: 1, medianMonthlyRent: 420, sampleSize: 6, source: "demo", period: "demo 2026" }] });
}

type Body = ValuationResponse & { error?: { code: string; message: string } };

async function post(json: unknown) {
  const response = await valuation(authed("/api/properties/valuation", { json }));
  return { status: response.status, body: (await response.json()) as Body };
}

describe("POST /api/properties/valuation", () => {
  it("values a home from the comparable sales around its postcode", async () => {
    const { status, body } = await post({ postcode: "ne3 3lj", propertyType: "semi-detached", bedrooms: "3", bathrooms: 1 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ postcode: "NE3 3LJ", propertyType: "semi-detached", bedrooms: 3, bathrooms: 1, sqft: null, valuationDate: "2022-09-28", address: null, uprn: null });
    expect(body.estimatedValue).toBeGreaterThan(170_000);
    expect(body.estimatedValue).toBeLessThan(230_000);
    expect(body.valueRange.low).toBeLessThan(body.estimatedValue);
    expect(body.valueRange.high).toBeGreaterThan(body.estimatedValue);
    expect(body.comparables).toHaveLength(10);
    expect(body.comparables.every((c) => c.propertyType === "Semi-Detached" && c.price >= 10_000)).toBe(true);
    expect(body.comparables[0]).toMatchObject({ address: expect.any(String), postcode: expect.stringMatching(/^NE3 /), date: expect.stringMatching(/^2022-/) });
    expect(body.comparables.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 2);
    expect(body.dataPeriod).toBe("2022-01..2022-09");
    expect(["high", "medium", "low"]).toContain(body.confidence);
    expect(body.method).toContain("Weighted median of 10 semi-detached sales");
    // Every semi-detached sale in NE3 3LJ is freehold: so is this home, taken to be, and leasehold sales count half.
    expect(body.method).toContain("and freehold sales, this home's tenure.");
    expect(body.rentalEstimate).toBe(850);
    expect(body.rent).toEqual({ source: "listings", sampleSize: 3, period: "demo 2026", demo: true });
    expect(body.rentBasis).toMatch(/^Median of 3 to-let listings within a mile: 3-bedroom semi-detached houses \(demo data, demo 2026\)\.$/);
    expect(body.yield).toBe(Math.round(((12 * 850) / body.estimatedValue) * 100 * 100) / 100);
    expect(body.subjectHistory).toBeUndefined();
    expect(body.warnings).toEqual([]);
  });

  it("uses the chosen home's own sale and leaves it out of the comparables; its demo EPC floor area is shown, never used", async () => {
    const { status, body } = await post({ postcode: "NE3 3LJ", propertyType: "semi-detached", bedrooms: 3, uprn: "100" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ address: "27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ", uprn: "100", sqft: null, floorArea: { sqft: 969, source: "epc", demo: true }, warnings: [] });
    expect(body.subjectHistory).toEqual([{ date: "2022-01-04T00:00:00.000Z", price: 150_000, indexedPrice: expect.any(Number), propertyType: "Semi-Detached", category: "A" }]);
    expect(body.comparables.some((c) => c.address.startsWith("27 Bradwell"))).toBe(false);
    expect(body.method).toContain("this home's own sale at £150,000");
    // No size adjustment: the subject's floor area is synthetic, so no comparable's is even read.
    expect(body.method).not.toContain("floor area");
    expect(body.comparables.every((c) => c.floorAreaSqft === null)).toBe(true);
    expect(body.notes.join(" ")).toContain("demo (synthetic) EPC record: it is shown for reference and was not used in the value");
  });

  it("a real EPC floor area adjusts the value, against the comparables' real floor areas only", async () => {
    const withArea = await post({ postcode: "NE3 3LN", propertyType: "semi-detached", uprn: "102" });
    expect(withArea.status).toBe(200);
    expect(withArea.body.floorArea).toEqual({ sqft: 1076, source: "epc", demo: false });
    expect(withArea.body.method).toContain("to this home's floor area");
    // 31 Bradwell Road: its real certificate (75 m²), not its newer demo one (80 m²).
    expect(withArea.body.comparables.find((c) => c.address.startsWith("31 Bradwell"))?.floorAreaSqft).toBe(807);
    expect(withArea.body.comparables.filter((c) => c.floorAreaSqft !== null)).toHaveLength(1);
  });

  it("warns when the chosen type contradicts the home's recorded sale, and does not blend that sale", async () => {
    const contradicted = await post({ postcode: "NE3 3LN", propertyType: "semi-detached", uprn: "103" });
    expect(contradicted.status).toBe(200);
    expect(contradicted.body.warnings).toEqual([
      "HM Land Registry records this home as a Flat (sold for £60,000 in Mar 2022), but the property type chosen is Semi-Detached. That sale was left out of the value: check the property type.",
    ]);
    expect(contradicted.body.method).not.toContain("own sale");
    expect(contradicted.body.estimatedValue).toBeGreaterThan(150_000);
    expect(contradicted.body.subjectHistory).toEqual([expect.objectContaining({ price: 60_000, propertyType: "Flat" })]);

    const agreed = await post({ postcode: "NE3 3LN", propertyType: "flat", uprn: "103" });
    expect(agreed.status).toBe(200);
    expect(agreed.body.warnings).toEqual([]);
    expect(agreed.body.method).toContain("this home's own sale at £60,000");
  });

  it("takes the floor area given over the EPC's", async () => {
    const { body } = await post({ postcode: "NE3 3LJ", propertyType: "semi-detached", sqft: 1200, uprn: 100 });
    expect(body.sqft).toBe(1200);
    expect(body.floorArea).toEqual({ sqft: 1200, source: "input", demo: false });
  });

  it("values by postcode alone when the chosen address is elsewhere", async () => {
    const { status, body } = await post({ postcode: "NE3 3AA", propertyType: "semi-detached", uprn: "100" });
    expect(status).toBe(200);
    expect(body.uprn).toBeNull();
    expect(body.notes.join(" ")).toContain("is not in NE3 3AA");
  });

  it.each([
    ["flat", 1, "rent-table", 420],
    ["flat", 4, "yield-rule", null],
  ])("rent for a %s with %i bedrooms comes from the %s", async (propertyType, bedrooms, source, rent) => {
    const { status, body } = await post({ postcode: "NE3 3LJ", propertyType, bedrooms });
    expect(status).toBe(200);
    expect(body.rent.source).toBe(source);
    if (rent !== null) expect(body.rentalEstimate).toBe(rent);
    else expect(body.rentalEstimate).toBe(Math.max(5, Math.round((body.estimatedValue * 0.065) / 12 / 5) * 5));
  });

  it("a house takes detached, semi-detached and terraced sales", async () => {
    const { body } = await post({ postcode: "NE3 3LJ", propertyType: "house" });
    expect(body.comparables.every((c) => ["Detached", "Semi-Detached", "Terraced"].includes(c.propertyType))).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ["no postcode", { propertyType: "flat" }, "Please enter a postcode"],
    ["a blank postcode", { postcode: " ", propertyType: "flat" }, "Please enter a postcode"],
    ["an outward code", { postcode: "NE3", propertyType: "flat" }, "Enter a full UK postcode"],
    ["no property type", { postcode: "NE3 3LJ" }, "Choose a property type"],
    ["an unknown type", { postcode: "NE3 3LJ", propertyType: "castle" }, "Choose a property type"],
    ["9 bedrooms", { postcode: "NE3 3LJ", propertyType: "flat", bedrooms: 9 }, "Bedrooms must be a whole number from 1 to 8."],
    ["0 bathrooms", { postcode: "NE3 3LJ", propertyType: "flat", bathrooms: 0 }, "Bathrooms must be a whole number from 1 to 5."],
    ["a floor area in words", { postcode: "NE3 3LJ", propertyType: "flat", sqft: "big" }, "Floor area must be a whole number"],
    ["a bad UPRN", { postcode: "NE3 3LJ", propertyType: "flat", uprn: "12a" }, "UPRN should be a numeric value (1-12 digits)"],
  ])("400 for %s", async (_, json, message) => {
    const { status, body } = await post(json);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(message);
  });

  it("400 for a body that is not JSON", async () => {
    const response = await valuation(authed("/api/properties/valuation", { method: "POST", body: "postcode=NE3", headers: { "content-type": "application/json" } }));
    expect(response.status).toBe(400);
  });

  it.each([
    ["an unknown postcode", { postcode: "SW1A 1AA", propertyType: "flat" }, "Postcode SW1A 1AA was not found."],
    ["no sales within 5 miles", { postcode: "NE66 1AA", propertyType: "semi-detached" }, "Not enough sales near NE66 1AA to value this property"],
    ["too few of the type nearby", { postcode: "NE3 3LJ", propertyType: "terraced" }, "Not enough sales near NE3 3LJ to value this property"],
    ["an unknown UPRN", { postcode: "NE3 3LJ", propertyType: "flat", uprn: "999" }, "No property with UPRN 999 was found."],
  ])("404 for %s", async (_, json, message) => {
    const { status, body } = await post(json);
    expect(status).toBe(404);
    expect(body.error?.message).toBe(message);
  });

  it("needs a session", async () => {
    const request = anonymous("/api/properties/valuation", { method: "POST", body: JSON.stringify({ postcode: "NE3 3LJ", propertyType: "flat" }), headers: { "content-type": "application/json" } });
    expect((await valuation(request)).status).toBe(401);
  });
});
