import { beforeAll, describe, expect, it } from "vitest";
import { GET as analyse } from "@/app/api/area-analysis/[postcode]/route";
import { GET as context } from "@/app/api/area/context/route";
import { councilTaxSchema, crimeBreakdownSchema, parseJsonField } from "@/lib/area/schemas";
import type { Db } from "@/lib/db/client";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";

// A small, hand-placed world: five Newcastle postcodes around NE1 4ST with police.uk
// crimes, a Gateshead postcode inside the same half-mile circle (no crime data there),
// Trafford postcodes inside, beside and beyond two conservation-area polygons, and
// postcodes in Manchester and Northumberland that the crime sample does not cover.
const NEWCASTLE = "E08000021";
const postcodes = [
  { postcode: "NE1 4ST", latitude: 54.975, longitude: -1.615, districtCode: NEWCASTLE },
  { postcode: "NE1 4SA", latitude: 54.976, longitude: -1.615, districtCode: NEWCASTLE },
  { postcode: "NE1 4SB", latitude: 54.974, longitude: -1.616, districtCode: NEWCASTLE },
  { postcode: "NE1 4SD", latitude: 54.975, longitude: -1.613, districtCode: NEWCASTLE },
  { postcode: "NE1 4SE", latitude: 54.978, longitude: -1.615, districtCode: NEWCASTLE },
  { postcode: "NE1 7RU", latitude: 54.985, longitude: -1.615, districtCode: NEWCASTLE }, // 1.1 km north
  { postcode: "NE8 2AA", latitude: 54.97, longitude: -1.615, districtCode: "E08000037" }, // Gateshead, 560 m south
  { postcode: "NE3 3LJ", latitude: 55.00717, longitude: -1.63528, districtCode: NEWCASTLE },
  { postcode: "NE3 3LN", latitude: 55.00791, longitude: -1.63397, districtCode: NEWCASTLE },
  { postcode: "NE61 1AA", latitude: 55.168, longitude: -1.688, districtCode: "E06000048" }, // Northumberland's pre-2013 code
  { postcode: "M16 9EA", latitude: 53.46, longitude: -2.26, districtCode: "E08000009" },
  { postcode: "M16 9EB", latitude: 53.459, longitude: -2.262, districtCode: "E08000009" }, // in the polygon's hole
  { postcode: "M16 0AB", latitude: 53.465, longitude: -2.27, districtCode: "E08000009" },
  { postcode: "M33 7XX", latitude: 53.42, longitude: -2.32, districtCode: "E08000009" },
  { postcode: "M1 1AE", latitude: 53.4808, longitude: -2.2426, districtCode: "E08000003" },
];

type Crime = { month: string; type: string; latitude: number; longitude: number };
// The 12 months to June 2014, every one with at least one crime somewhere in Newcastle.
const WINDOW = ["2013-07", "2013-08", "2013-09", "2013-10", "2013-11", "2013-12", "2014-01", "2014-02", "2014-03", "2014-04", "2014-05", "2014-06"];
const nearCentre = (month: string, type: string, i: number): Crime => ({ month, type, latitude: 54.9751 + i * 0.0002, longitude: -1.6151 });
const crimes: Crime[] = [
  ...["Anti-social behaviour", "Anti-social behaviour", "Anti-social behaviour", "Anti-social behaviour", "Anti-social behaviour", "Shoplifting", "Shoplifting", "Shoplifting", "Violence and sexual offences", "Violence and sexual offences", "Burglary"].map(
    (type, i) => nearCentre(WINDOW[i + 1] ?? "2014-06", type, i),
  ),
  // June 2013 is the 13th month back: outside the 12-month window.
  ...[0, 1, 2, 3].map((i) => nearCentre("2013-06", "Drugs", i)),
  { month: "2014-01", type: "Robbery", latitude: 54.985, longitude: -1.615 }, // outside the circle
  ...[0, 1, 2, 3, 4, 5].map((i) => ({ month: "2013-07", type: "Vehicle crime", latitude: 55.0072, longitude: -1.6352 + i * 0.0001 })),
];

const square = (minLng: number, minLat: number, maxLng: number, maxLat: number) => [
  [minLng, minLat],
  [maxLng, minLat],
  [maxLng, maxLat],
  [minLng, maxLat],
  [minLng, minLat],
];

async function seedWorld(db: Db) {
  await db.postcode.createMany({
    data: postcodes.map((p) => ({ ...p, outcode: getOutcode(p.postcode) ?? "", sector: getPostcodeSector(p.postcode) ?? "", source: "os-codepoint-open", period: "2014-08" })),
  });
  await db.crime.createMany({
    data: crimes.map((c, i) => ({
      id: `crime-${i}`,
      month: c.month,
      latitude: c.latitude,
      longitude: c.longitude,
      crimeType: c.type,
      reportedBy: "Northumbria Police",
      lsoaCode: "E01008400",
      lsoaName: "Newcastle upon Tyne 022A",
      source: "police-uk",
      period: "2013-06..2014-06",
    })),
  });
  const sale = (id: string, price: number, date: string, postcode: string, county: string, propertyType = "T", category = "A") => ({
    transactionId: id, price, date: new Date(date), postcode, outcode: getOutcode(postcode), propertyType, newBuild: false, tenure: "F", category, county, source: "hmlr-ppd", period: date.slice(0, 4),
  });
  await db.sale.createMany({
    data: [
      sale("{N1}", 150_000, "2022-02-01", "NE1 4SA", "TYNE AND WEAR"),
      sale("{N2}", 250_000, "2022-06-15", "NE1 4SB", "TYNE AND WEAR"),
      sale("{N3}", 900_000, "2022-03-01", "NE1 7RU", "TYNE AND WEAR"), // beyond half a mile
      sale("{N4}", 5_000_000, "2022-04-01", "NE1 4ST", "TYNE AND WEAR", "O"), // "Other": commercial, not a home
      sale("{N5}", 4_000_000, "2022-05-01", "NE1 4SD", "TYNE AND WEAR", "D", "B"), // category B: a portfolio transfer, not a home's price
      ...[2, 3, 4, 5, 6].map((m) => sale(`{G1${m}}`, 100_000, `2021-0${m}-01`, "NE3 3LJ", "TYNE AND WEAR")),
      ...[2, 3, 4, 5, 6].map((m) => sale(`{G2${m}}`, 110_000, `2022-0${m}-01`, "NE3 3LN", "TYNE AND WEAR")),
      sale("{T1}", 250_000, "2019-03-01", "M16 9EA", "GREATER MANCHESTER"),
      sale("{T2}", 270_000, "2019-05-01", "M16 9EA", "GREATER MANCHESTER"),
    ],
  });
  const listing = (id: string, postcode: string, status: string, price: number, daysOnMarket: number) => ({
    id, address: `${id} Grey Street, Newcastle upon Tyne`, postcode, outcode: getOutcode(postcode) ?? "", status, listingDate: new Date("2026-09-01"), price, daysOnMarket, source: "demo", period: "demo 2026",
  });
  await db.listing.createMany({
    data: [listing("L1", "NE1 4ST", "to_let", 800, 5), listing("L2", "NE1 4SD", "to_let", 1000, 9), listing("L3", "NE1 4SA", "for_sale", 200_000, 20), listing("L4", "NE1 4SE", "for_sale", 210_000, 40)],
  });
  await db.rent.create({ data: { id: "R1", areaCode: "NE3", medianMonthlyRent: 850, sampleSize: 10, source: "demo", period: "demo 2026" } });
  await db.address.create({
    data: { uprn: "200", paon: "1", street: "GREY STREET", town: "NEWCASTLE UPON TYNE", postcode: "NE1 4SA", singleLine: "1 Grey Street, Newcastle upon Tyne NE1 4SA", latitude: 54.976, longitude: -1.615, source: "demo", period: "demo 2026" },
  });
  const empress = { type: "Polygon", coordinates: [square(-2.263, 53.458, -2.257, 53.462), square(-2.2625, 53.4585, -2.2615, 53.4595)] };
  const longford = { type: "MultiPolygon", coordinates: [[square(-2.3, 53.466, -2.29, 53.47)]] };
  await db.planningConstraint.createMany({
    data: [
      { id: "conservation-area:9001", dataset: "conservation-area", name: "Empress", reference: "9001", geometry: JSON.stringify(empress), minLat: 53.458, minLng: -2.263, maxLat: 53.462, maxLng: -2.257, designationDate: new Date("1988-02-03"), source: "historic-england", period: "2024" },
      { id: "conservation-area:9002", dataset: "conservation-area", name: "Longford", reference: "9002", geometry: JSON.stringify(longford), minLat: 53.466, minLng: -2.3, maxLat: 53.47, maxLng: -2.29, designationDate: null, source: "historic-england", period: "2024" },
    ],
  });
  await db.listedBuilding.createMany({
    data: [
      { listEntry: "1067890", name: "CHURCH OF ST ALBAN", grade: "II", latitude: 53.4605, longitude: -2.261, source: "historic-england", period: "2024-01" },
      { listEntry: "1067891", name: "OLD HALL", grade: "II*", latitude: 53.464, longitude: -2.26, source: "historic-england", period: "2024-01" },
    ],
  });
}

const database = useTestDatabase();
beforeAll(async () => seedWorld(database.current().db));

type Json = Record<string, unknown> & { error?: { code: string; message: string } };

async function getAnalysis(target: string) {
  const response = await analyse(authed(`/api/area-analysis/${encodeURIComponent(target)}`), params({ postcode: target }));
  return { status: response.status, body: (await response.json()) as Json };
}

async function getContext(query: string) {
  const response = await context(authed(`/api/area/context${query}`));
  return { status: response.status, body: (await response.json()) as Json };
}

// Five Newcastle postcodes lie within half a mile of NE1 4ST (the Gateshead one does not
// count: the crime sample has no Gateshead crimes), so 5 × 15 × 2.36 ≈ 177 residents.
// 11 crimes in the 12 months to June 2014 → 62.1 per 1,000 a year. Newcastle as a whole:
// 18 crimes in the window over 8 postcodes (283 residents) → 63.6 per 1,000; index 98.
describe("GET /api/area-analysis/{postcode-or-id}", () => {
  it("works out the spec's figures for a Newcastle postcode from the data", async () => {
    const { status, body } = await getAnalysis("ne1 4st");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      averagePrice: 200_000, // NE1 4SA and NE1 4SB; NE1 7RU is beyond half a mile, the "Other" and category B sales are not homes' prices
      priceChange: null,
      averageRent: 900,
      daysOnMarket: 30,
      crimeRate: 62.1,
      transportScore: null,
      schoolRating: null,
      amenityCount: null,
      area: { label: "NE1 4ST", kind: "postcode", radiusMiles: 0.5, postcodeCount: 6, districtCode: NEWCASTLE, authority: "Newcastle upon Tyne", resolvedFrom: null },
      sales: { count: 2, source: "hmlr-ppd", period: "Feb 2022–Jun 2022", demo: false },
      rent: { count: 2, basis: "listings", source: "demo", demo: true, note: null },
      listings: { count: 2, demo: true, note: null },
      crime: {
        count: 11,
        fromMonth: "2013-07",
        toMonth: "2014-06",
        months: 12,
        radiusMiles: 0.5,
        estimatedResidents: 177,
        topTypes: [
          { type: "Anti-social behaviour", count: 5 },
          { type: "Shoplifting", count: 3 },
          { type: "Violence and sexual offences", count: 2 },
        ],
        source: "police-uk",
      },
      demographics: { note: "Not available: no transport, school or amenity data is bundled." },
    });
    const crime = body.crime as { note: string; method: string };
    expect(crime.note).toContain("counted in Newcastle upon Tyne only");
    expect(crime.method).toContain("2.36");
    expect((body.sales as { note: string }).note).toContain("No 12-month change");
  });

  it("computes the 12-month change and falls back to rent statistics", async () => {
    const { body } = await getAnalysis("NE3 3LJ");
    expect(body).toMatchObject({ averagePrice: 110_000, priceChange: 10, averageRent: 850, daysOnMarket: null });
    expect(body.rent).toMatchObject({ basis: "rent-table", demo: true });
    expect((body.rent as { note: string }).note).toContain("median rent for NE3");
    expect((body.listings as { note: string }).note).toContain("No days on market");
  });

  it("analyses a whole outward code or sector", async () => {
    const outcode = await getAnalysis("NE1");
    expect(outcode.status).toBe(200);
    expect(outcode.body.area).toMatchObject({ label: "NE1", kind: "outcode", radiusMiles: null, postcodeCount: 6 });
    expect(outcode.body.averagePrice).toBe(Math.round((150_000 + 250_000 + 900_000) / 3));
    const sector = await getAnalysis("NE1 4");
    expect(sector.body.area).toMatchObject({ label: "NE1 4", kind: "sector", postcodeCount: 5 });
  });

  it("resolves a UPRN to its postcode", async () => {
    const { status, body } = await getAnalysis("200");
    expect(status).toBe(200);
    expect(body.area).toMatchObject({ label: "NE1 4SA", resolvedFrom: "1 Grey Street, Newcastle upon Tyne NE1 4SA" });
  });

  it("returns null with a note where a dataset does not cover the area, never a zero", async () => {
    const { status, body } = await getAnalysis("M1 1AE");
    expect(status).toBe(200);
    expect(body).toMatchObject({ averagePrice: null, priceChange: null, averageRent: null, daysOnMarket: null, crimeRate: null });
    expect(body.crime).toMatchObject({ count: null, estimatedResidents: null, topTypes: [] });
    expect((body.crime as { note: string }).note).toBe("No crime data for this area (police.uk sample covers Newcastle upon Tyne, Jun 2013–Jun 2014).");
    const salesNote = (body.sales as { note: string }).note;
    expect(salesNote).toContain("No HM Land Registry sales in the bundled data for this area");
    expect(salesNote).toContain("Tyne and Wear (Feb 2021–Jun 2022)");
    expect(salesNote).toContain("Greater Manchester (Mar 2019–May 2019)");
    expect((body.rent as { note: string }).note).toContain("No rent data");
  });

  it.each([
    ["hello", 400, "Enter a UK postcode"],
    ["NE3 3L", 400, "Enter a UK postcode"],
    ["N".repeat(5000), 400, "Enter a UK postcode"],
    ["1234567890123", 400, "Enter a UK postcode"],
    [" ", 400, "Enter a UK postcode"],
    ["SW1A 1AA", 404, "Postcode SW1A 1AA was not found"],
    ["SW1A", 404, "No postcodes were found in SW1A"],
    ["999", 404, "No property with UPRN 999"],
  ])("%j → %i", async (target, status, message) => {
    const { status: actual, body } = await getAnalysis(target);
    expect(actual).toBe(status);
    expect(body.error?.message).toContain(message);
  });

  it("decodes an encoded path segment", async () => {
    const response = await analyse(authed("/api/area-analysis/NE1%204ST"), params({ postcode: "NE1%204ST" }));
    expect(response.status).toBe(200);
  });

  it("needs a session", async () => {
    const response = await analyse(anonymous("/api/area-analysis/NE1%204ST"), params({ postcode: "NE1 4ST" }));
    expect(response.status).toBe(401);
  });
});

describe("GET /api/area/context", () => {
  it("answers the spec's fields for Newcastle, with the JSON-text encodings", async () => {
    const { status, body } = await getContext("?postcode=NE1%204ST");
    expect(status).toBe(200);
    expect(body).toMatchObject({ postcode: "NE1 4ST", crimeIndex: 98, areaType: "rural", constraintsConservation: null, constraintsAonb: null, listedBuildings: null, postcodesWithin1Km: 6 });
    const breakdown = parseJsonField(body.crimeBreakdown as string, crimeBreakdownSchema);
    expect(breakdown).toEqual({
      types: { "Anti-social behaviour": 5, Shoplifting: 3, "Violence and sexual offences": 2, Burglary: 1 },
      total: 11,
      fromMonth: "2013-07",
      toMonth: "2014-06",
      months: 12,
      radiusMiles: 0.5,
      ratePer1000: 62.1,
      source: "police-uk",
    });
    expect(parseJsonField(body.councilTax as string, councilTaxSchema)).toMatchObject({ band_a_annual: 1528.03, band_d_annual: 2292.04, year: "2024/25", authority: "Newcastle upon Tyne" });
    const notes = body.notes as Record<string, string | null>;
    expect(notes.crime).toContain("100 is the average for Newcastle upon Tyne, Jun 2013–Jun 2014");
    expect(notes.areaType).toContain("6 postcodes within 1 km");
    expect(notes.conservation).toContain("do not reach this location");
    expect(notes.aonb).toBe("Not covered by the bundled planning data: no AONB (National Landscape) boundaries are loaded.");
    expect(notes.listedBuildings).toContain("does not reach this location");
  });

  it("finds a Trafford postcode inside a conservation area, with listed buildings within 250 m", async () => {
    const { body } = await getContext("?postcode=M16%209EA");
    expect(body).toMatchObject({
      constraintsConservation: true,
      constraintsAonb: null,
      conservationAreas: [{ name: "Empress", reference: "9001", designationDate: "1988-02-03" }],
      listedBuildings: [{ listEntry: "1067890", name: "CHURCH OF ST ALBAN", grade: "II", hyperlink: null }],
      crimeIndex: null,
      crimeBreakdown: null,
    });
    expect(parseJsonField(body.councilTax as string, councilTaxSchema)).toMatchObject({ band_a_annual: 1560.09, authority: "Trafford" });
    expect((body.notes as Record<string, string>).crime).toContain("No crime data for this area");
  });

  it.each<[string, boolean | null, string]>([
    ["M16 9EB", false, "inside the polygon's hole"],
    ["M16 0AB", false, "between the loaded polygons"],
    ["M33 7XX", null, "beyond the loaded layer"],
  ])("%s → conservation %s (%s)", async (postcode, expected) => {
    const { body } = await getContext(`?postcode=${encodeURIComponent(postcode)}`);
    expect(body.constraintsConservation).toBe(expected);
  });

  it.each([
    ["M1 1AE", null, "Council tax for Manchester is not covered"],
    ["NE61 1AA", 1505.54, null],
  ])("council tax for %s", async (postcode, bandA, note) => {
    const { body } = await getContext(`?postcode=${encodeURIComponent(postcode)}`);
    expect(parseJsonField(body.councilTax as string | null, councilTaxSchema)?.band_a_annual ?? null).toBe(bandA);
    if (note) expect((body.notes as Record<string, string>).councilTax).toContain(note);
  });

  it("checks an outward code at its centre", async () => {
    const { status, body } = await getContext("?postcode=NE1");
    expect(status).toBe(200);
    expect(body.postcode).toBe("NE1");
  });

  it.each([
    ["", 400, "Enter a UK postcode"],
    ["?postcode=", 400, "Enter a UK postcode"],
    ["?postcode=hello", 400, "Enter a UK postcode"],
    [`?postcode=${"N".repeat(300)}`, 400, "Enter a UK postcode"],
    ["?postcode=200", 400, "Enter a UK postcode"],
    ["?postcode=SW1A%201AA", 404, "was not found"],
  ])("%s → %i", async (query, status, message) => {
    const { status: actual, body } = await getContext(query);
    expect(actual).toBe(status);
    expect(body.error?.message).toContain(message);
  });

  it("needs a session", async () => {
    expect((await context(anonymous("/api/area/context?postcode=NE1%204ST"))).status).toBe(401);
  });
});
