import { describe, expect, it } from "vitest";
import type { AreaAnalysis, AreaContext } from "@/lib/area/schemas";
import { buildAreaSummary, describeSafety } from "./build-area-summary";

const dataset = { count: 0, source: null, period: null, demo: false, note: null };

function analysis(overrides: Partial<AreaAnalysis> = {}): AreaAnalysis {
  return {
    averagePrice: 215_000,
    priceChange: null,
    averageRent: 900,
    daysOnMarket: 30,
    crimeRate: 62.1,
    transportScore: null,
    schoolRating: null,
    amenityCount: null,
    area: { label: "NE1 4ST", kind: "postcode", latitude: 54.97, longitude: -1.61, radiusMiles: 0.5, postcodeCount: 400, districtCode: "E08000021", authority: "Newcastle upon Tyne", resolvedFrom: null },
    sales: { ...dataset, count: 12, source: "hmlr-ppd", period: "Jan 2022–Sep 2022" },
    rent: { ...dataset, count: 2, source: "demo", demo: true, basis: "listings" },
    listings: { ...dataset },
    crime: { count: 11, fromMonth: "2013-07", toMonth: "2014-06", months: 12, radiusMiles: 0.5, estimatedResidents: 177, method: "", topTypes: [{ type: "Anti-social behaviour", count: 5 }], source: "police-uk", note: null },
    demographics: { note: "" },
    ...overrides,
  };
}

const context = (overrides: Partial<AreaContext> = {}): AreaContext => ({
  postcode: "NE1 4ST",
  crimeIndex: 98,
  crimeBreakdown: null,
  councilTax: JSON.stringify({ band_a_annual: 1528.03, band_d_annual: 2292.04, year: "2024/25", authority: "Newcastle upon Tyne", source: "x" }),
  areaType: "urban",
  constraintsConservation: null,
  constraintsAonb: null,
  conservationAreas: [],
  listedBuildings: null,
  postcodesWithin1Km: 800,
  notes: { crime: null, councilTax: null, areaType: "", conservation: null, aonb: null, listedBuildings: null },
  ...overrides,
});

describe("describeSafety", () => {
  it.each([
    [0, "a relatively safe environment"],
    [14.9, "a relatively safe environment"],
    [15, "a moderate environment in terms of safety"],
    [646, "a moderate environment in terms of safety"],
  ])("%d per 1,000 → %s", (rate, expected) => {
    expect(describeSafety(rate)).toBe(expected);
  });
});

describe("buildAreaSummary", () => {
  it.each([
    ["a moderate area", analysis(), context(), ["NE1 4ST (Newcastle upon Tyne) is an urban area.", "average of £215,000 (HM Land Registry, Jan 2022–Sep 2022)", "Rents average £900 a month (demo data).", "estimated 62.1 crimes per 1,000 residents a year, police.uk Jul 2013–Jun 2014, the area has a moderate environment in terms of safety", "anti-social behaviour", "Band A council tax is £1,528.03 a year (Newcastle upon Tyne, 2024/25)."]],
    ["a safe area", analysis({ crimeRate: 12.4, priceChange: 3.25 }), context({ areaType: "suburban" }), ["is a suburban area", "+3.3% on the 12 months before", "the area has a relatively safe environment"]],
    ["no crime coverage", analysis({ crimeRate: null }), context(), ["does not cover this area, so no safety assessment is made"]],
    ["no sales, no rent", analysis({ averagePrice: null, averageRent: null }), null, ["This is an analysis of NE1 4ST (Newcastle upon Tyne).", "no sales for this area"]],
    ["a conservation area", analysis(), context({ constraintsConservation: true, conservationAreas: [{ name: "Empress", reference: "1", designationDate: null }] }), ["within the Empress conservation area"]],
    ["outside a conservation area", analysis(), context({ constraintsConservation: false }), ["It is not in a conservation area."]],
  ])("%s", (_name, a, c, fragments) => {
    const text = buildAreaSummary(a, c);
    for (const fragment of fragments) expect(text).toContain(fragment);
  });

  it.each([
    ["no invented safety claim without crime data", analysis({ crimeRate: null }), "safe environment"],
    ["no price without sales", analysis({ averagePrice: null }), "£0"],
    ["no rent sentence without rent", analysis({ averageRent: null }), "Rents average"],
  ])("%s", (_name, a, absent) => {
    expect(buildAreaSummary(a, context())).not.toContain(absent);
  });
});
