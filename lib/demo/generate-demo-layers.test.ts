import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { getOutcode } from "@/lib/postcode/normalise-postcode";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { nePostcodes, neSales } from "@/tests/fixtures/demo/ne-sample";
import { seedNeSample } from "@/tests/fixtures/demo/seed-ne-sample";
import { DEFAULT_AS_OF } from "./demo-constants";
import { addYears } from "./demo-dates";
import { getEnergyBand, type EnergyRating } from "./energy-rating";
import { GROSS_YIELD_MAX, GROSS_YIELD_MIN } from "./estimate-monthly-rent";
import { generateDemoLayers, type DemoSummary } from "./generate-demo-layers";
import { growPrice } from "./grow-price";
import { distanceInMetres } from "./offset-coordinates";
import { chooseReferenceSale } from "./profile-property";
import { buildLocalPriceLevels } from "./build-local-price-levels";
import { describeLocalMarket, valueBySize } from "./estimate-market-value";
import type { SaleType } from "./demo-types";
import { findRegion } from "./find-region";
import { DEMO_COMPANY_NUMBER, DEMO_OVERSEAS_ENTITY_ID } from "./choose-proprietors";

// Every table the demo writes, read in primary-key order, for comparing two runs.
async function snapshot(db: Db) {
  return {
    addresses: await db.address.findMany({ orderBy: { uprn: "asc" } }),
    sales: await db.sale.findMany({ orderBy: { transactionId: "asc" }, select: { transactionId: true, uprn: true } }),
    epcs: await db.epcCertificate.findMany({ orderBy: { lmkKey: "asc" } }),
    listings: await db.listing.findMany({ orderBy: { id: "asc" } }),
    rents: await db.rent.findMany({ orderBy: { id: "asc" } }),
    buildings: await db.building.findMany({ orderBy: { osid: "asc" } }),
    titles: await db.title.findMany({ orderBy: { titleNumber: "asc" } }),
    proprietors: await db.proprietor.findMany({ orderBy: { id: "asc" } }),
    titleCharges: await db.titleCharge.findMany({ orderBy: { id: "asc" } }),
    clients: await db.client.findMany({ orderBy: { id: "asc" } }),
    portfolio: await db.portfolioProperty.findMany({ orderBy: { id: "asc" } }),
    valuations: await db.valuation.findMany({ orderBy: { id: "asc" } }),
    charges: await db.charge.findMany({ orderBy: { id: "asc" } }),
    assetTrace: await db.assetTraceEntry.findMany({ orderBy: { id: "asc" } }),
    chargedProperties: await db.chargedProperty.findMany({ orderBy: { id: "asc" } }),
  };
}

const RATINGS = ["A", "B", "C", "D", "E", "F", "G"];
const centroids = new Map(nePostcodes.map(([postcode, , , latitude, longitude]) => [postcode, { latitude, longitude }]));

describe("generateDemoLayers on the real Newcastle fixture", () => {
  let testDb: TestDb;
  let summary: DemoSummary;
  let first: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    testDb = await createTestDb();
    await seedNeSample(testDb.db);
    summary = await generateDemoLayers(testDb.db);
    first = await snapshot(testDb.db);
  });
  afterAll(() => testDb.cleanup());

  it("reports what it wrote: every distinct Price Paid address, some placed approximately", () => {
    expect(summary.salesRead).toBe(31);
    // 31 sales, one a resale: 30 distinct addresses, every one in the register.
    expect(summary.addresses).toBe(30);
    expect(first.addresses).toHaveLength(30);
    expect(summary.approximateLocations).toBe(2);
    expect(summary.withoutLocation).toBe(1);
    expect(summary.salesLinked).toBe(31);
    expect(summary.epcCertificates).toBe(first.epcs.length);
    // Every address but one has a title: the charged property on unregistered land.
    expect(summary.titles).toBe(summary.addresses - 1);
    expect(summary.client).toEqual({ id: "demo-client-northbank", slug: "northbank", name: "Northbank Capital" });
    expect(summary.period).toBe("demo 2026");
  });

  it("writes identical rows when run again (idempotent and deterministic)", async () => {
    const again = await generateDemoLayers(testDb.db);
    expect(again).toEqual(summary);
    expect(await snapshot(testDb.db)).toEqual(first);
  });

  it("does not depend on the order the rows were imported in", async () => {
    const other = await createTestDb();
    try {
      await seedNeSample(other.db, { reverse: true });
      await generateDemoLayers(other.db);
      expect(await snapshot(other.db)).toEqual(first);
    } finally {
      await other.cleanup();
    }
  });

  it("marks every synthetic row as demo", () => {
    const tables = [first.addresses, first.epcs, first.listings, first.rents, first.buildings, first.titles, first.titleCharges, first.clients, first.portfolio, first.valuations, first.charges, first.assetTrace, first.chargedProperties];
    for (const rows of tables) for (const row of rows) expect(row.source).toBe("demo");
    const titles = new Set(first.titles.map((title) => title.titleNumber));
    for (const proprietor of first.proprietors) expect(titles.has(proprietor.titleNumber)).toBe(true);
  });

  it("puts every bundled address in the register with a unique 12-digit UPRN, and links every sale", async () => {
    const distinctAddresses = new Set(neSales.map(([, , , postcode, , , , paon, saon, street]) => [postcode, paon, saon, street].join("|")));
    expect(await testDb.db.address.count()).toBe(distinctAddresses.size);
    expect(new Set(first.addresses.map((address) => address.uprn)).size).toBe(first.addresses.length);
    for (const address of first.addresses) expect(address.uprn).toMatch(/^\d{12}$/);
    expect(first.addresses.map((address) => address.singleLine)).toContain("27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ");
    const uprns = new Set(first.addresses.map((address) => address.uprn));
    expect(first.sales.every((sale) => sale.uprn !== null && uprns.has(sale.uprn))).toBe(true);
  });

  it("places an address at its postcode centroid, else its sector's or outward code's marked approximate, else nowhere", () => {
    const meanOf = (prefix: string) => {
      const points = nePostcodes.filter(([postcode]) => postcode.startsWith(prefix));
      return { latitude: points.reduce((sum, p) => sum + p[3], 0) / points.length, longitude: points.reduce((sum, p) => sum + p[4], 0) / points.length };
    };
    const expected = (postcode: string) => centroids.get(postcode) ?? (postcode === "NE27 0BU" ? meanOf("NE27 0") : postcode === "M5 2HF" ? meanOf("M5 ") : null);
    for (const address of first.addresses) {
      const postcode = address.postcode ?? "";
      // The flag is set exactly when the postcode has no centroid of its own and a nearby one was used.
      expect(address.locationApproximate).toBe(!centroids.has(postcode) && address.latitude !== null);
      const point = expected(postcode);
      if (!point) {
        expect(postcode).toBe("NE16 3JJ");
        expect([address.latitude, address.longitude, address.locationApproximate]).toEqual([null, null, false]);
        continue;
      }
      if (address.latitude === null || address.longitude === null) throw new Error(`${address.singleLine} has no point`);
      expect(distanceInMetres(point, { latitude: address.latitude, longitude: address.longitude })).toBeLessThanOrEqual(40);
    }
    expect(first.addresses.filter((address) => address.locationApproximate).map((address) => address.postcode).sort()).toEqual(["M5 2HF", "NE27 0BU"]);
  });

  it("keeps EPC ratings inside their efficiency bands, potential at least current, dates in order", () => {
    expect(first.epcs.length).toBeGreaterThanOrEqual(first.addresses.length - 3);
    const earliest = addYears(DEFAULT_AS_OF, -12).getTime();
    for (const epc of first.epcs) {
      expect(epc.reportType).toMatch(/^10[01]$/);
      expect(epc.numberHabitableRooms ?? 0).toBeGreaterThanOrEqual(2);
      // The few lodged as "INVALID!" or blank are checked on the larger sample.
      if (!RATINGS.includes(epc.currentEnergyRating ?? "")) continue;
      const current = getEnergyBand(epc.currentEnergyRating as EnergyRating);
      const potential = getEnergyBand(epc.potentialEnergyRating as EnergyRating);
      expect(epc.currentEnergyEfficiency).toBeGreaterThanOrEqual(current.min);
      expect(epc.currentEnergyEfficiency).toBeLessThanOrEqual(current.max);
      expect(epc.potentialEnergyEfficiency).toBeGreaterThanOrEqual(potential.min);
      expect(epc.potentialEnergyEfficiency).toBeLessThanOrEqual(potential.max);
      expect(epc.potentialEnergyEfficiency ?? 0).toBeGreaterThanOrEqual(epc.currentEnergyEfficiency ?? 0);
      const inspected = epc.inspectionDate?.getTime() ?? 0;
      const lodged = epc.lodgementDate?.getTime() ?? 0;
      expect(inspected).toBeGreaterThanOrEqual(earliest);
      expect(lodged).toBeGreaterThan(inspected);
      expect(lodged).toBeLessThanOrEqual(DEFAULT_AS_OF.getTime());
      expect(epc.dateOfExpiry).toEqual(addYears(epc.lodgementDate ?? DEFAULT_AS_OF, 10));
      expect(["House", "Flat", "Bungalow", "Maisonette"]).toContain(epc.propertyType);
      expect(epc.uprn).toMatch(/^\d{12}$/);
    }
  });

  it("gives every address but the unregistered one a unique title, with tenure from Price Paid", () => {
    expect(new Set(first.titles.map((title) => title.uprn)).size).toBe(first.addresses.length - 1);
    for (const title of first.titles) {
      expect(title.titleNumber).toMatch(/^(TY|MAN|GM)\d{6}$/);
      expect(["Freehold", "Leasehold"]).toContain(title.tenure);
    }
    expect(first.titles.find((title) => title.propertyAddress.startsWith("27 Bradwell Road"))?.tenure).toBe("Leasehold");
  });

  it("records overseas owners with their country and companies with 8-digit numbers Companies House has never issued", () => {
    const overseas = first.proprietors.filter((proprietor) => proprietor.countryIncorporated !== null);
    expect(overseas.length).toBeGreaterThan(0);
    for (const proprietor of first.proprietors) {
      if (proprietor.category === null) continue;
      expect(proprietor.category).toBe("Limited Company or Public Limited Company");
      // Only numbers Companies House has never issued.
      if (proprietor.countryIncorporated === null) expect(proprietor.companyNumber).toMatch(DEMO_COMPANY_NUMBER);
      else {
        expect(proprietor.companyNumber).toMatch(DEMO_OVERSEAS_ENTITY_ID);
        expect(["Jersey", "Guernsey", "British Virgin Islands", "Isle of Man", "Luxembourg"]).toContain(proprietor.countryIncorporated);
      }
    }
    for (const charge of first.titleCharges) expect(charge.description).toMatch(/^Registered charge dated \d{1,2} [A-Z][a-z]+ \d{4} in favour of .+/);
  });

  it("creates the Northbank client with incomplete properties and charged properties to correct", () => {
    const [client] = first.clients;
    expect(client).toMatchObject({ slug: "northbank", name: "Northbank Capital" });
    expect(first.portfolio.length).toBe(7);
    const incomplete = first.portfolio.filter((property) => !property.postcode || property.address.length < 10);
    expect(incomplete).toHaveLength(2);
    const titles = new Map(first.titles.map((title) => [title.titleNumber, title]));
    for (const property of first.portfolio) {
      expect(titles.get(property.titleNumber)?.uprn).toBe(property.uprn);
      expect(property.ownerName).toBe("Northbank Capital Limited");
    }
    const needsCorrection = first.chargedProperties.filter((property) => !property.addressCorrected);
    expect(needsCorrection.length).toBeGreaterThan(0);
    for (const property of needsCorrection) {
      expect(property.lastSalePrice).toBeNull();
      expect(property.address.length).toBeGreaterThanOrEqual(5);
      expect(first.addresses.map((address) => address.singleLine)).not.toContain(property.fullAddress);
    }
    for (const property of first.chargedProperties.filter((candidate) => candidate.addressCorrected)) {
      expect(property.lastSalePrice).toBeGreaterThan(0);
      expect(property.saleCount).toBeGreaterThan(0);
      expect(property.amountSecured).toMatch(/^£\d{1,3}(,\d{3})*$/);
    }
  });

  it("fills searched charged properties from the title register", () => {
    const searched = first.chargedProperties.filter((property) => property.currentProprietor !== null);
    expect(searched.length).toBeGreaterThanOrEqual(2);
    expect(searched.map((property) => property.proprietorType)).toEqual(expect.arrayContaining(["Company", "Overseas Company"]));
    for (const property of searched) {
      const owners = first.proprietors.filter((proprietor) => proprietor.titleNumber === property.titleNumber);
      expect(property.currentProprietor).toBe(owners.map((owner) => owner.name).join(" and "));
    }
  });

  it("has a searched charged property at a real address with no title: 'Not Found'", () => {
    const notFound = first.chargedProperties.filter((property) => property.searchedAt !== null && property.currentProprietor === null);
    expect(notFound).toHaveLength(1);
    const [row] = notFound;
    expect(row).toMatchObject({ addressCorrected: true, proprietorType: null, titleNumber: null, uprn: null });
    const address = first.addresses.find((candidate) => candidate.singleLine === row?.fullAddress);
    expect(address).toBeDefined();
    expect(first.titles.filter((title) => title.uprn === address?.uprn || title.propertyAddress === row?.fullAddress)).toEqual([]);
    expect(row?.saleCount).toBeGreaterThan(0);
  });

  it("builds heights in every class, including tall blocks in NE1, and buildings only at exact points", () => {
    for (const building of first.buildings) {
      // A building without a height (issue 10) has no height source either, as in OS NGD.
      if (building.relHeightMax === null) expect([building.absHeightMax, building.heightSource]).toEqual([null, null]);
      else {
        expect(building.heightSource).toBe("OS NGD (demo)");
        expect(building.relHeightMax).toBeGreaterThan(0);
      }
    }
    expect(first.buildings.some((building) => (building.relHeightMax ?? 0) >= 60)).toBe(true);
    expect(first.buildings.some((building) => (building.relHeightMax ?? 0) < 18)).toBe(true);
    const own = new Set(first.buildings.map((building) => building.uprn));
    for (const address of first.addresses) expect(own.has(address.uprn)).toBe(address.latitude !== null && !address.locationApproximate);
  });

  it("leaves a real client that owns the slug alone", async () => {
    const other = await createTestDb();
    try {
      await seedNeSample(other.db);
      await other.db.client.create({ data: { slug: "northbank", name: "Northbank (real)", source: "user" } });
      const result = await generateDemoLayers(other.db);
      expect(result.client).toBeNull();
      expect(await other.db.chargedProperty.count()).toBe(0);
      expect(await other.db.client.findUnique({ where: { slug: "northbank" } })).toMatchObject({ name: "Northbank (real)", source: "user" });
    } finally {
      await other.cleanup();
    }
  });
});

describe("generateDemoLayers on a larger street sample", () => {
  let testDb: TestDb;
  let summary: DemoSummary;

  beforeAll(async () => {
    testDb = await createTestDb();
    await seedNeSample(testDb.db, { neighboursPerSale: 14 });
    summary = await generateDemoLayers(testDb.db);
  });
  afterAll(() => testDb.cleanup());

  it("lists about 6% for sale and 5% to let, with the full portfolio", () => {
    expect(summary.addresses).toBeGreaterThan(350);
    expect(summary.listingsForSale / summary.addresses).toBeGreaterThan(0.03);
    expect(summary.listingsForSale / summary.addresses).toBeLessThan(0.1);
    expect(summary.listingsToLet / summary.addresses).toBeGreaterThan(0.025);
    expect(summary.listingsToLet / summary.addresses).toBeLessThan(0.09);
    expect(summary.portfolioProperties).toBe(40);
    expect(summary.chargedProperties).toBe(60);
    expect(summary.charges).toBeGreaterThan(20);
    expect(summary.charges).toBeLessThan(45);
  });

  it("asks rents whose gross yield on the home's local value is 4.5%-7.5%", async () => {
    const lets = await testDb.db.listing.findMany({ where: { status: "to_let" } });
    expect(lets.length).toBeGreaterThan(0);
    const levels = buildLocalPriceLevels(await testDb.db.sale.findMany(), DEFAULT_AS_OF);
    for (const listing of lets) {
      const sales = await testDb.db.sale.findMany({ where: { uprn: listing.uprn }, orderBy: { date: "asc" } });
      const reference = chooseReferenceSale(sales);
      const [epc] = await testDb.db.epcCertificate.findMany({ where: { uprn: listing.uprn }, orderBy: { inspectionDate: "desc" }, take: 1 });
      const local = describeLocalMarket(levels, listing.postcode, reference.propertyType as SaleType);
      const value = local === null ? growPrice(reference.price, reference.date, findRegion(listing.postcode), DEFAULT_AS_OF) : valueBySize(local, epc?.totalFloorArea ?? 0);
      const grossYield = (listing.price * 12) / value;
      expect(grossYield).toBeGreaterThanOrEqual(GROSS_YIELD_MIN);
      expect(grossYield).toBeLessThanOrEqual(GROSS_YIELD_MAX);
    }
  });

  it("keeps listings consistent with the EPC and the window before asOf", async () => {
    const listings = await testDb.db.listing.findMany();
    for (const listing of listings) {
      const epcs = await testDb.db.epcCertificate.findMany({ where: { uprn: listing.uprn }, orderBy: { inspectionDate: "desc" } });
      const latest = epcs[0];
      expect(latest).toBeDefined();
      expect(listing.floorAreaSqft).toBe(Math.round((latest?.totalFloorArea ?? 0) * 10.7639));
      expect(listing.daysOnMarket ?? -1).toBeGreaterThanOrEqual(0);
      expect(listing.daysOnMarket ?? 999).toBeLessThan(120);
      expect(DEFAULT_AS_OF.getTime() - listing.listingDate.getTime()).toBe((listing.daysOnMarket ?? 0) * 86_400_000);
      expect(listing.outcode).toBe(getOutcode(listing.postcode));
      expect(listing.bedrooms ?? 0).toBeGreaterThanOrEqual(1);
    }
  });

  it("summarises to-let rents per outcode and bedrooms", async () => {
    const rents = await testDb.db.rent.findMany();
    const lets = await testDb.db.listing.findMany({ where: { status: "to_let" } });
    for (const rent of rents) {
      const sample = lets.filter((listing) => listing.outcode === rent.areaCode && (rent.bedrooms === null || listing.bedrooms === rent.bedrooms));
      expect(rent.sampleSize).toBe(sample.length);
      const prices = sample.map((listing) => listing.price).sort((a, b) => a - b);
      expect(rent.medianMonthlyRent).toBeGreaterThanOrEqual(prices[0] ?? 0);
      expect(rent.medianMonthlyRent).toBeLessThanOrEqual(prices[prices.length - 1] ?? 0);
    }
    expect(rents.length).toBeGreaterThan(0);
  });

  it("lodges a few EPC ratings outside A-G, as the register has: \"INVALID!\" and blank (issue 10)", async () => {
    const epcs = await testDb.db.epcCertificate.findMany();
    const invalid = epcs.filter((epc) => epc.currentEnergyRating === "INVALID!");
    const blank = epcs.filter((epc) => epc.currentEnergyRating === null);
    expect(invalid.length).toBeGreaterThan(0);
    expect(blank.length).toBeGreaterThan(0);
    // A few, not a share that would colour the demo's figures.
    expect((invalid.length + blank.length) / epcs.length).toBeLessThan(0.03);
    for (const epc of [...invalid, ...blank]) {
      expect(epc.source).toBe("demo");
      expect(epc.currentEnergyEfficiency).toBeNull();
    }
    for (const epc of epcs.filter((row) => !invalid.includes(row) && !blank.includes(row))) expect(RATINGS).toContain(epc.currentEnergyRating);
  });

  it("leaves a few demo buildings without a height, as OS NGD has (issue 10)", async () => {
    const buildings = await testDb.db.building.findMany();
    const heightless = buildings.filter((building) => building.relHeightMax === null);
    expect(heightless.length).toBeGreaterThan(0);
    expect(heightless.length / buildings.length).toBeLessThan(0.05);
    for (const building of heightless) expect(building).toMatchObject({ absHeightMax: null, heightSource: null, source: "demo" });
  });

  it("spreads the ownership mix: ~8% UK companies, some overseas", () => {
    expect(summary.proprietors).toBeGreaterThan(summary.titles);
    expect(summary.titleCharges / summary.titles).toBeGreaterThan(0.4);
    expect(summary.titleCharges / summary.titles).toBeLessThan(0.8);
  });
});
