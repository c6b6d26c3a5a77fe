import { describe, expect, it } from "vitest";
import type { ValuationResponse } from "@/lib/valuation/schemas";
import { buildMarketingReport } from "./build-marketing-report";
import { formatFigure, formatSource } from "./format-figure";
import { renderMarketingReportHtml } from "./render-marketing-report-html";
import type { MarketingFacts, SurroundingFacts, ValuationOutcome } from "./types";

const asOf = new Date("2026-11-26T09:00:00Z");

const facts: MarketingFacts = {
  uprn: "100",
  address: { singleLine: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", postcode: "NE3 3LJ", latitude: 55.0072, longitude: -1.6353, locationApproximate: false, source: "os-open-uprn", period: "2026-10" },
  lastSale: { price: 150_000, date: new Date("2022-01-04"), propertyType: "S", tenure: "L", newBuild: false, source: "hmlr-ppd", period: "2022-01..2022-09" },
  epc: {
    propertyType: "House", builtForm: "Semi-Detached", constructionAgeBand: "England and Wales: 1930-1949", totalFloorArea: 92, numberHabitableRooms: 5, currentEnergyRating: "D",
    potentialEnergyRating: "B", mainheatDescription: "Boiler and radiators, mains gas", hotWaterDescription: "From main system", lodgementDate: new Date("2021-02-03"), source: "epc-register", period: "2026-09",
  },
  listing: { bedrooms: 3, bathrooms: 1, listingDate: new Date("2026-10-01"), source: "demo", period: "demo 2026" },
  building: { heightMetres: 8.4, footprintSqm: 61.5, source: "os-ngd", period: "2026-06" },
};

const valuation = {
  estimatedValue: 205_000, rentalEstimate: 950, yield: 5.56, postcode: "NE3 3LJ", propertyType: "semi-detached", bedrooms: null, bathrooms: null, sqft: null,
  valueRange: { low: 190_000, high: 220_000 }, confidence: "medium", rentBasis: "Median of 6 letting listings within 1 mile.", method: "Weighted median of 12 sales.",
  comparables: Array.from({ length: 14 }, (_, i) => ({ address: `${40 + i} Bradwell Road`, postcode: "NE3 3LN", price: 200_000 + i, date: "2022-05-01T00:00:00.000Z", propertyType: "Semi-Detached", distanceMetres: 100 + i, adjustedPrice: 201_000, weight: (i + 1) / 105 })),
  dataPeriod: "2022-01..2022-09", valuationDate: "2022-09-28", address: null, uprn: "100", floorArea: null,
  rent: { source: "listings", sampleSize: 6, period: "demo 2026", demo: true }, searchArea: "within 0.5 miles", notes: ["The rent comes from synthetic demo data."], warnings: [],
} satisfies ValuationResponse;

const surroundings: SurroundingFacts = {
  area: {
    postcode: "NE3 3LJ", crimeIndex: 80,
    crimeBreakdown: JSON.stringify({ types: { Burglary: 2, "Anti-social behaviour": 5, Shoplifting: 1, Drugs: 1 }, total: 9, fromMonth: "2013-07", toMonth: "2014-06", months: 12, radiusMiles: 0.5, ratePer1000: 12.3, source: "police-uk" }),
    councilTax: JSON.stringify({ band_a_annual: 1500, band_d_annual: 2250.5, year: "2024-25", authority: "Newcastle upon Tyne", source: "Newcastle City Council, council tax bands 2024/25" }),
    areaType: "suburban", constraintsConservation: true, constraintsAonb: null, conservationAreas: [], listedBuildings: [], postcodesWithin1Km: 300,
    notes: { crime: "100 is the average for Newcastle upon Tyne.", councilTax: null, areaType: "Estimated from postcode density.", conservation: null, aonb: null, listedBuildings: null },
  },
  areaNote: null,
  checkedAt: "home",
  conservation: { inside: true, names: ["Brandling Village"], note: null, provenance: { source: "planning-data", period: "2026-01" } },
  aonb: { inside: null, names: [], note: "Not covered by the bundled planning data: no AONB (National Landscape) boundaries are loaded.", provenance: null },
  listed: { buildings: [{ name: "Lodge", grade: "II", distanceMetres: 44 }], note: null, provenance: { source: "historic-england", period: "2026-01" } },
  postcodeProvenance: { source: "os-codepoint-open", period: "2014-08" },
};

const valued: ValuationOutcome = { valuation, note: null };
const allFigures = (report: ReturnType<typeof buildMarketingReport>) =>
  [report.property.attributes, report.property.indoor, report.property.outdoor, report.property.value, ...Object.values(report.surroundings)].flatMap((g) => Object.values(g));

describe("buildMarketingReport", () => {
  it("builds the property's maps from the facts, each figure with its source and period", () => {
    const report = buildMarketingReport(facts, valued, surroundings, asOf);
    expect(report).toMatchObject({ reportDate: "2026-11-26T09:00:00.000Z", uprn: "100", reportType: "Residential Marketing Report" });
    expect(report.property.address).toBe(facts.address?.singleLine);
    expect(report.property.attributes).toMatchObject({
      property_type: { value: "Semi-Detached", source: { name: "HM Land Registry Price Paid", period: "2022-01..2022-09", demo: false } },
      bedrooms: { value: 3, source: { name: "Demo data (synthetic)", period: null, demo: true } },
      build_period: { value: "1930-1949", source: { name: "EPC register", period: "2026-09" } },
      tenure: { value: "Leasehold" },
    });
    expect(Object.keys(report.property.indoor)).toEqual(["floor_area", "habitable_rooms", "bathrooms", "energy_rating", "heating", "hot_water"]);
    expect(report.property.indoor.floor_area).toMatchObject({ value: 990, unit: "sqft", note: "92 m² on the certificate." });
    expect(report.property.outdoor.building_footprint).toMatchObject({ value: 61.5, unit: "sqm", source: { name: "OS National Geographic Database" } });
  });

  it("takes the value, range, rent and comparables from the valuation, and the rent's demo label with it", () => {
    const report = buildMarketingReport(facts, valued, surroundings, asOf);
    const value = report.property.value;
    expect(value.estimated_value).toMatchObject({ value: 205_000, note: "Weighted median of 12 sales.", source: { period: "2022-01..2022-09", demo: false } });
    expect(value.value_range?.value).toEqual([190_000, 220_000]);
    expect(value.monthly_rent).toMatchObject({ value: 950, source: { demo: true } });
    expect(value.gross_yield?.source?.demo).toBe(true);
    expect(value.last_sale).toMatchObject({ value: 150_000 });
    expect(value.council_tax).toMatchObject({ label: "Council tax, Band D (Newcastle upon Tyne)", value: 2250.5, source: { period: "2024-25" } });
    // The ten the valuation weighed most, heaviest first.
    expect(report.property.comparables.map((c) => c.distanceMetres)).toEqual([113, 112, 111, 110, 109, 108, 107, 106, 105, 104]);
    expect(report.property.valuationNotes).toEqual(["The rent comes from synthetic demo data."]);
  });

  it("without a valuation keeps every value key, each saying why it is empty", () => {
    const report = buildMarketingReport(facts, { valuation: null, note: "Not valued: Not enough sales near NE3 3LJ to value this property." }, surroundings, asOf);
    expect(Object.keys(report.property.value)).toEqual(Object.keys(buildMarketingReport(facts, valued, surroundings, asOf).property.value));
    for (const key of ["estimated_value", "value_range", "confidence", "monthly_rent", "gross_yield"]) {
      expect(report.property.value[key]).toMatchObject({ value: null, note: "Not valued: Not enough sales near NE3 3LJ to value this property." });
    }
    expect(report.property.value.last_sale?.value).toBe(150_000);
    expect(report.property.comparables).toEqual([]);
  });

  it("surroundings: safety from the crime figures, environment from the planning layers, the rest plainly not covered", () => {
    const { surroundings: s } = buildMarketingReport(facts, valued, surroundings, asOf);
    expect(s.safety).toMatchObject({
      crime_rate: { value: 12.3, source: { name: "police.uk street-level crime", period: "2013-07..2014-06" }, note: "9 crimes within 0.5 miles of the postcode over 12 months." },
      crime_index: { value: 80 },
      top_crime_types: { value: "Anti-social behaviour (5), Burglary (2), Drugs (1)" },
    });
    expect(s.environment).toMatchObject({
      conservation_area: { value: true, note: "The home lies in Brandling Village.", source: { name: "planning.data.gov.uk" } },
      aonb: { value: null, note: expect.stringContaining("no AONB") },
      listed_buildings: { value: 1, note: "Nearest: Lodge (grade II, 44 m)." },
    });
    expect(s.demographics.area_type).toMatchObject({ value: "Suburban", source: { name: "OS Code-Point Open", period: "2014-08" } });
    for (const f of [...Object.values(s.facilities), ...Object.values(s.transport), s.demographics.population, s.environment.flood_risk]) {
      expect(f).toMatchObject({ value: null, source: null, note: expect.stringMatching(/^Not covered/) });
    }
  });

  it("every figure has a value with a source, or a note saying why not", () => {
    for (const outcome of [valued, { valuation: null, note: "Not valued: x." } as const]) {
      for (const f of allFigures(buildMarketingReport(facts, outcome, surroundings, asOf))) {
        expect(f.value === null ? f.note : f.source, f.label).toBeTruthy();
      }
    }
  });

  it("says the report contains demo data only when a figure or the address comes from it", () => {
    expect(buildMarketingReport(facts, valued, surroundings, asOf).containsDemoData).toBe(true);
    const real = { ...facts, listing: null };
    const realValuation = { valuation: { ...valuation, rent: { ...valuation.rent, demo: false, period: "2026-10" } }, note: null };
    expect(buildMarketingReport(real, realValuation, surroundings, asOf).containsDemoData).toBe(false);
    expect(buildMarketingReport({ ...real, address: real.address && { ...real.address, source: "demo", period: "demo 2026" } }, realValuation, surroundings, asOf).containsDemoData).toBe(true);
  });

  it("a home we know only from a demo EPC: no sale, no value, demo attributes labelled", () => {
    const report = buildMarketingReport({ uprn: "103", address: null, lastSale: null, epc: facts.epc && { ...facts.epc, source: "demo", period: "demo 2026" }, listing: null, building: null }, { valuation: null, note: "Not valued: x." }, { ...surroundings, area: null, areaNote: "Not covered: no postcode." }, asOf);
    expect(report.property.attributes.property_type).toMatchObject({ value: "Semi-Detached House", source: { demo: true } });
    expect(report.property.value.last_sale).toMatchObject({ value: null, note: expect.stringContaining("no sale") });
    expect(report.surroundings.safety.crime_rate).toMatchObject({ value: null, note: "Not covered: no postcode." });
  });
});

describe("formatFigure and formatSource", () => {
  it.each([
    [{ value: null, unit: "gbp" }, "Not available"],
    [{ value: null, unit: "text", note: "Not covered: no flood-risk data is bundled." }, "Not covered"],
    [{ value: 205_000, unit: "gbp" }, "£205,000"],
    [{ value: [190_000, 220_000], unit: "gbp-range" }, "£190,000 – £220,000"],
    [{ value: 950, unit: "gbp-per-month" }, "£950 a month"],
    [{ value: 2250.5, unit: "gbp-per-year" }, "£2,250.50 a year"],
    [{ value: 5.561, unit: "percent" }, "5.56%"],
    [{ value: 990, unit: "sqft" }, "990 sq ft"],
    [{ value: 61.5, unit: "sqm" }, "62 m²"],
    [{ value: 8.44, unit: "metres" }, "8.4 m"],
    [{ value: true, unit: "yes-no" }, "Yes"],
    [{ value: "2022-09-28", unit: "date" }, "28 Sept 2022"],
  ] as const)("%j → %s", (f, expected) => {
    expect(formatFigure(f)).toBe(expected);
  });

  it("names the source with its period; demo data without one", () => {
    expect(formatSource({ name: "EPC register", period: "2026-09", demo: false })).toBe("EPC register, Sept 2026");
    expect(formatSource({ name: "Demo data (synthetic)", period: null, demo: true })).toBe("Demo data (synthetic)");
    expect(formatSource(null)).toBe("—");
  });
});

describe("renderMarketingReportHtml", () => {
  it("renders every section heading and escapes every value", () => {
    const hostile = { ...facts, address: facts.address && { ...facts.address, singleLine: '<img src=x onerror="alert(1)">27 Bradwell Road' } };
    const { title, body } = renderMarketingReportHtml(buildMarketingReport(hostile, valued, surroundings, asOf));
    expect(title).toBe("Residential Marketing Report · UPRN 100");
    for (const heading of ["Property Details", "Indoor", "Outdoor", "Value", "Comparable Sales", "Surroundings"]) expect(body).toContain(`<h2>${heading}</h2>`);
    for (const heading of ["Demographics", "Safety", "Environment", "Facilities", "Transport"]) expect(body).toContain(`<h3>${heading}</h3>`);
    expect(body).not.toContain("<img");
    expect(body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;27 Bradwell Road");
    expect(body).toContain("Contains demo data");
  });
});
