import { describe, expect, it } from "vitest";
import { buildRebuildAssessment, type AssessmentInput } from "./build-rebuild-assessment";
import { findSurveyorReasons } from "./find-surveyor-reasons";
import { renderRebuildHtml } from "./render-rebuild-html";
import { REBUILD_HEADING, REBUILD_SECTIONS } from "./report-labels";
import type { RebuildFacts } from "./types";

const facts = (over: Partial<RebuildFacts> = {}): RebuildFacts => ({
  uprn: "42",
  address: { singleLine: "1 High Street, Newcastle upon Tyne NE1 1AA", postcode: "NE1 1AA", source: "os-open-uprn" },
  epc: { totalFloorArea: 80, propertyType: "House", builtForm: "Detached", constructionAgeBand: "1990", region: null, source: "epc-register", lodgementDate: null },
  lastSaleType: null,
  titleRegion: null,
  buildingHeightMetres: null,
  listedBuildings: [],
  notes: [],
  ...over,
});

const input = (over: Partial<AssessmentInput> = {}): AssessmentInput => ({
  facts: facts(),
  propertyType: "detached",
  buildPeriod: "1980-1999",
  enteredFloorArea: null,
  rate: { rateSet: "test", indicative: true, source: "Test rates", priceDate: new Date("2025-01-01"), baseRatePerSqm: 2000, region: "North East", regionFactor: 1, regionBasis: "as given" },
  asOf: new Date("2026-11-26T10:00:00Z"),
  ...over,
});

describe("findSurveyorReasons", () => {
  it.each([
    ["nothing unusual", facts(), 88, 0],
    ["a listed building 12 m away", facts({ listedBuildings: [{ name: "Old Hall", grade: "II*", distanceMetres: 12 }] }), 88, 1],
    ["a listed building 60 m away", facts({ listedBuildings: [{ name: "Old Hall", grade: "II*", distanceMetres: 60 }] }), 88, 0],
    ["a park home", facts({ epc: { ...facts().epc!, propertyType: "Park home" } }), 88, 1],
    ["a 12 m building", facts({ buildingHeightMetres: 12 }), 88, 1],
    ["a 10 m building", facts({ buildingHeightMetres: 10 }), 88, 0],
    ["a 501 m² home", facts(), 501, 1],
    ["a 500 m² home", facts(), 500, 0],
  ])("%s → %d reasons", (_, given, gea, count) => {
    expect(findSurveyorReasons(given, gea)).toHaveLength(count);
  });
});

describe("buildRebuildAssessment", () => {
  it("states the rate's origin and says indicative rates are not BCIS", () => {
    const report = buildRebuildAssessment(input());
    expect(report.assessment.estimatedRebuildCost).toBe(report.rebuildCost.roundedTotalGbp);
    expect(report.assessment.assessmentDate).toBe("2026-11-26");
    expect(report.assessment.considerations).toContain("The rates are indicative, not BCIS or another licensed source (rate set test): use a licensed rate set or a surveyor before fixing a sum insured.");
    expect(report.assessment.methodology).toContain("Rates: indicative, Test rates; price date 1 Jan 2025.");
    const licensed = buildRebuildAssessment(input({ rate: { ...input().rate, indicative: false } }));
    expect(licensed.assessment.considerations.some((c) => c.includes("indicative"))).toBe(false);
  });

  it("labels a demo EPC's floor area, and not an entered one", () => {
    const demo = buildRebuildAssessment(input({ facts: facts({ epc: { ...facts().epc!, source: "demo" } }) }));
    expect(demo.rebuildCost.floorArea.demo).toBe(true);
    expect(demo.dataNotes).toContain("Demo data: the floor area is from a synthetic EPC.");
    const entered = buildRebuildAssessment(input({ facts: facts({ epc: { ...facts().epc!, source: "demo" } }), enteredFloorArea: 95 }));
    expect(entered.rebuildCost.floorArea).toMatchObject({ demo: false, basis: "entered", grossExternalSqm: 95 });
  });
});

describe("renderRebuildHtml", () => {
  it("escapes every value and holds each heading", () => {
    const report = buildRebuildAssessment(input({ facts: facts({ address: { singleLine: '<script>alert("x")</script> House', postcode: null, source: "demo" } }) }));
    const text = renderRebuildHtml(report).value;
    expect(text).not.toContain("<script>");
    expect(text).toContain("&lt;script&gt;");
    for (const heading of [REBUILD_HEADING, ...Object.values(REBUILD_SECTIONS)]) expect(text).toContain(heading);
  });
});
