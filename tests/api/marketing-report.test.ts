import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getReport } from "@/app/api/reports/marketing/[uprn]/route";
import { GET as viewReport } from "@/app/api/reports/marketing/[uprn]/view/route";
import { GET as downloadPdf } from "@/app/api/reports/marketing/[uprn]/pdf/route";
import type { Db } from "@/lib/db/client";
import type { MarketingReport } from "@/lib/marketing-report/schemas";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { closePrinter } from "@/lib/reports/print-pdf.server";
import { readPdfText } from "@/lib/reports/read-pdf-text";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";

// Bradwell Road, Newcastle: real postcode centroids, Price Paid sales enough to value a
// semi-detached house, police.uk crimes, a conservation area around number 27 and a listed
// lodge beside it. UPRN 100 has real records (EPC register, OS NGD); 101 only demo ones
// beside its sale; 102 is in a postcode with no location; 103 has no sale and a demo EPC.
const NEWCASTLE = "E08000021";
const HOSTILE = 'Heat pump <script>alert("x")</script>';
const box = (lat: number, lng: number, half: number) => ({
  geometry: JSON.stringify({ type: "Polygon", coordinates: [[[lng - half, lat - half], [lng + half, lat - half], [lng + half, lat + half], [lng - half, lat + half], [lng - half, lat - half]]] }),
  minLat: lat - half, maxLat: lat + half, minLng: lng - half, maxLng: lng + half,
});

async function seedWorld(db: Db) {
  const postcodes = [
    { postcode: "NE3 3LJ", latitude: 55.00717, longitude: -1.63528 },
    { postcode: "NE3 3LN", latitude: 55.00791, longitude: -1.63397 },
    { postcode: "NE3 3AA", latitude: 55.00412, longitude: -1.6276 },
    { postcode: "NE3 9ZZ", latitude: null, longitude: null },
  ];
  await db.postcode.createMany({ data: postcodes.map((p) => ({ ...p, outcode: getOutcode(p.postcode) ?? "", sector: getPostcodeSector(p.postcode) ?? "", districtCode: NEWCASTLE, source: "os-codepoint-open", period: "2014-08" })) });
  let n = 0;
  const sale = (price: number, date: string, postcode: string, type: string, paon: string, uprn: string | null = null, tenure = "F") => ({
    transactionId: `{M${++n}}`, price, date: new Date(date), postcode, outcode: getOutcode(postcode), propertyType: type, newBuild: false, tenure,
    paon, street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", category: "A", uprn, source: "hmlr-ppd", period: "2022-01..2022-09",
  });
  await db.sale.createMany({
    data: [
      sale(150_000, "2022-01-04", "NE3 3LJ", "S", "27", "100"),
      sale(180_000, "2022-02-10", "NE3 3LJ", "S", "31", "101", "L"),
      ...[185, 190, 195, 200, 205, 210, 215, 220, 225].map((k, i) => sale(k * 1000, `2022-0${(i % 9) + 1}-15`, i % 2 ? "NE3 3LN" : "NE3 3AA", "S", String(40 + i))),
      sale(60_000, "2022-03-01", "NE3 9ZZ", "F", "6", "102"),
    ],
  });
  const address = (uprn: string, paon: string, postcode: string, latitude: number | null, longitude: number | null) => ({
    uprn, paon, street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode, singleLine: `${paon} Bradwell Road, Newcastle upon Tyne ${postcode}`, latitude, longitude, source: "demo", period: "demo 2026",
  });
  await db.address.createMany({ data: [address("100", "27", "NE3 3LJ", 55.0072, -1.6353), address("101", "31", "NE3 3LJ", 55.0073, -1.6354), address("102", "6", "NE3 9ZZ", null, null)] });
  const epc = { postcode: "NE3 3LJ", potentialEnergyRating: "B", lodgementDate: new Date("2021-02-03") };
  await db.epcCertificate.createMany({
    data: [
      { ...epc, lmkKey: "E100", uprn: "100", currentEnergyRating: "D", propertyType: "House", builtForm: "Semi-Detached", constructionAgeBand: "England and Wales: 1930-1949", totalFloorArea: 92, numberHabitableRooms: 5, mainheatDescription: HOSTILE, hotWaterDescription: "From main system", source: "epc-register", period: "2026-09" },
      { ...epc, lmkKey: "E101", uprn: "101", currentEnergyRating: "C", propertyType: "House", builtForm: "Semi-Detached", constructionAgeBand: "England and Wales: 1950-1966", totalFloorArea: 80, source: "demo", period: "demo 2026" },
      { ...epc, lmkKey: "E103", uprn: "103", currentEnergyRating: "E", propertyType: "Flat", source: "demo", period: "demo 2026" },
    ],
  });
  await db.listing.create({ data: { id: "L101", uprn: "101", address: "31 Bradwell Road", postcode: "NE3 3LJ", outcode: "NE3", status: "for_sale", listingDate: new Date("2026-10-01"), price: 195_000, bedrooms: 3, bathrooms: 1, source: "demo", period: "demo 2026" } });
  await db.building.create({ data: { osid: "B100", uprn: "100", latitude: 55.0072, longitude: -1.6353, relHeightMax: 8.4, geometryArea: 61.5, source: "os-ngd", period: "2026-06" } });
  await db.crime.createMany({
    data: ["Burglary", "Burglary", "Vehicle crime", "Anti-social behaviour", "Anti-social behaviour", "Anti-social behaviour"].map((crimeType, i) => ({
      id: `C${i}`, month: `2014-0${(i % 6) + 1}`, latitude: 55.0072, longitude: -1.6352 + i * 0.0001, crimeType, lsoaCode: "E01008400", lsoaName: "Newcastle upon Tyne 022A", source: "police-uk", period: "2014-01..2014-06",
    })),
  });
  await db.planningConstraint.createMany({
    data: [
      { id: "conservation-area:CA1", dataset: "conservation-area", name: "Bradwell Road", reference: "CA1", ...box(55.0072, -1.6353, 0.00005), source: "planning-data", period: "2026-01" },
      { id: "conservation-area:CA2", dataset: "conservation-area", name: "Far Away", reference: "CA2", ...box(55.02, -1.62, 0.0001), source: "planning-data", period: "2026-01" },
      { id: "conservation-area:CA3", dataset: "conservation-area", name: "South", reference: "CA3", ...box(54.99, -1.65, 0.0001), source: "planning-data", period: "2026-01" },
    ],
  });
  await db.listedBuilding.create({ data: { listEntry: "1024999", name: "Bradwell Road Lodge", grade: "II", latitude: 55.0068, longitude: -1.6353, source: "historic-england", period: "2026-01" } });
}

const database = useTestDatabase();
beforeAll(() => seedWorld(database.current().db));
afterAll(() => closePrinter());

async function generate(uprn: string): Promise<MarketingReport> {
  const response = await getReport(authed(`/api/reports/marketing/${uprn}`), params({ uprn }));
  expect(response.status).toBe(200);
  return (await response.json()) as MarketingReport;
}

describe("GET /api/reports/marketing/{uprn}", () => {
  it("answers the report model: the property, its groups and its surroundings, each figure with its source", async () => {
    const report = await generate("100");
    expect(Object.keys(report)).toEqual(["reportDate", "uprn", "reportType", "property", "surroundings", "containsDemoData"]);
    expect(report).toMatchObject({ uprn: "100", reportType: "Residential Marketing Report", containsDemoData: true });
    const { property, surroundings } = report;
    expect(property.address).toBe("27 Bradwell Road, Newcastle upon Tyne NE3 3LJ");
    expect(property.addressSource).toEqual({ name: "Demo data (synthetic)", period: null, demo: true });
    expect(property.attributes).toMatchObject({
      property_type: { value: "Semi-Detached", source: { name: "HM Land Registry Price Paid", period: "2022-01..2022-09", demo: false } },
      build_period: { value: "1930-1949", source: { name: "EPC register", period: "2026-09", demo: false } },
      tenure: { value: "Freehold" },
      bedrooms: { value: null, note: expect.stringContaining("not bedrooms") },
    });
    expect(property.indoor).toMatchObject({ floor_area: { value: 990, unit: "sqft" }, habitable_rooms: { value: 5 }, energy_rating: { value: "D (potential B)" }, heating: { value: HOSTILE } });
    expect(property.outdoor).toMatchObject({ building_height: { value: 8.4, source: { name: "OS National Geographic Database" } }, garden_and_parking: { value: null, note: expect.stringMatching(/^Not covered/) } });
    // The valuation's own figures: value, range, comparables; the home's own sale beside them.
    const value = property.value;
    expect(value.estimated_value?.value).toEqual(expect.any(Number));
    expect(value.value_range?.value).toEqual([expect.any(Number), expect.any(Number)]);
    expect(value.last_sale).toMatchObject({ value: 150_000, source: { name: "HM Land Registry Price Paid" } });
    expect(value.monthly_rent?.value).toEqual(expect.any(Number));
    expect(value.council_tax).toMatchObject({ source: { period: expect.any(String) } });
    expect(property.comparables.length).toBeGreaterThanOrEqual(3);
    expect(property.comparables.every((c) => c.price > 0 && c.postcode.startsWith("NE3"))).toBe(true);
    // Surroundings: crime and planning at the home, and plain words where nothing is held.
    expect(surroundings.safety.crime_rate).toMatchObject({ unit: "per-1000", source: { name: "police.uk street-level crime", period: "2014-01..2014-06" } });
    expect(surroundings.safety.top_crime_types?.value).toBe("Anti-social behaviour (3), Burglary (2), Vehicle crime (1)");
    expect(surroundings.environment).toMatchObject({
      conservation_area: { value: true, note: "The home lies in Bradwell Road.", source: { name: "planning.data.gov.uk" } },
      listed_buildings: { value: 1, note: expect.stringContaining("Bradwell Road Lodge (grade II") },
      aonb: { value: null, note: expect.stringContaining("Not covered") },
    });
    for (const group of [surroundings.facilities, surroundings.transport]) {
      for (const f of Object.values(group)) expect(f).toMatchObject({ value: null, source: null, note: expect.stringMatching(/^Not covered/) });
    }
    expect(surroundings.demographics.population).toMatchObject({ value: null, note: expect.stringMatching(/^Not covered/) });
  });

  it("labels demo attributes as demo and never lets them choose the value", async () => {
    const report = await generate("101");
    expect(report.property.attributes.bedrooms).toMatchObject({ value: 3, source: { name: "Demo data (synthetic)", demo: true } });
    expect(report.property.attributes.build_period).toMatchObject({ value: "1950-1966", source: { demo: true } });
    expect(report.property.attributes.tenure?.value).toBe("Leasehold");
    expect(report.property.value.estimated_value?.value).toEqual(expect.any(Number));

    const demoOnly = await generate("103");
    expect(demoOnly.property.address).toBeNull();
    expect(demoOnly.property.attributes.property_type).toMatchObject({ value: "Flat", source: { demo: true } });
    expect(demoOnly.property.value.estimated_value).toMatchObject({ value: null, note: expect.stringMatching(/^Not valued/) });
    expect(demoOnly.property.comparables).toEqual([]);
  });

  it("reports a home whose postcode has no location without a value or an area, saying why", async () => {
    const report = await generate("102");
    expect(report.property.value.estimated_value).toMatchObject({ value: null, note: expect.stringMatching(/^Not valued/) });
    expect(report.property.value.last_sale?.value).toBe(60_000);
    expect(report.surroundings.safety.crime_rate).toMatchObject({ value: null, note: expect.stringMatching(/^Not covered/) });
    expect(report.surroundings.environment.conservation_area).toMatchObject({ value: null });
  });

  it.each([
    ["abc", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["1234567890123", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["424242", 404, "No property with UPRN 424242 was found."],
  ])("%s → %i", async (uprn, status, message) => {
    for (const handler of [getReport, viewReport, downloadPdf]) {
      const response = await handler(authed(`/api/reports/marketing/${uprn}`), params({ uprn }));
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it("needs a session", async () => {
    for (const handler of [getReport, viewReport, downloadPdf]) {
      expect((await handler(anonymous("/api/reports/marketing/100"), params({ uprn: "100" }))).status).toBe(401);
    }
  });
});

describe("View Report and Download PDF", () => {
  it("View answers the stored report as HTML that can load and run nothing, every value escaped", async () => {
    await generate("100");
    const response = await viewReport(authed("/api/reports/marketing/100/view"), params({ uprn: "100" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain("<h2>Value</h2>");
    expect(page).not.toContain("<script");
    expect(page).toContain("Heat pump &lt;script&gt;");
  });

  it("generates the report when View is asked for one never generated", async () => {
    const db = database.current().db;
    await db.report.deleteMany({ where: { kind: "marketing", uprn: "101" } });
    const response = await viewReport(authed("/api/reports/marketing/101/view"), params({ uprn: "101" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("31 Bradwell Road");
    expect(await db.report.count({ where: { kind: "marketing", uprn: "101" } })).toBe(1);
  });

  it("Download answers a real PDF named for the UPRN and date, holding the UPRN and every section heading", async () => {
    const report = await generate("100");
    const response = await downloadPdf(authed("/api/reports/marketing/100/pdf"), params({ uprn: "100" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="marketing-report-100-${report.reportDate.slice(0, 10)}.pdf"`);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = (await readPdfText(pdf)).replace(/\s+/g, " ");
    for (const expected of ["Residential Marketing Report", "UPRN 100", "27 Bradwell Road", "Property Details", "Indoor", "Outdoor", "Value", "Comparable Sales", "Surroundings", "Demographics", "Safety", "Environment", "Facilities", "Transport", "Demo data (synthetic)", "police.uk"]) {
      expect(text, expected).toContain(expected);
    }
  });
});
