import { describe, expect, it } from "vitest";
import { findValidationWarnings, type WarningCode } from "./find-validation-warnings";
import { AS_OF, makeEpc, makeFacts, makeTitle, person } from "./test-fixtures";
import type { TitleReportFacts } from "./types";

const codes = (facts: TitleReportFacts) => findValidationWarnings(facts, AS_OF).map((w) => w.code);
const company = { name: "Quayside Homes Limited", companyNumber: "01234567", category: "Limited Company or Public Limited Company", countryIncorporated: null, address: "1 Quayside, Newcastle NE1 3DE" };
const overseas = { name: "Harbour Holdings S.A.", companyNumber: null, category: "Overseas Company", countryIncorporated: "Luxembourg", address: "2 Rue X, Luxembourg" };

// Each rule: facts that raise it, and the nearest facts that do not.
const cases: [WarningCode, Partial<TitleReportFacts>, Partial<TitleReportFacts>][] = [
  ["no_title", { titles: [] }, { titles: [makeTitle()] }],
  ["several_titles", { titles: [makeTitle(), makeTitle({ titleNumber: "TY999", tenure: "Leasehold" })] }, { titles: [makeTitle()] }],
  ["no_epc", { epc: null }, { epc: makeEpc() }],
  ["epc_expired", { epc: makeEpc({ dateOfExpiry: new Date("2026-11-25T00:00:00Z") }) }, { epc: makeEpc({ dateOfExpiry: new Date("2026-11-27T00:00:00Z") }) }],
  ["epc_expired", { epc: makeEpc({ dateOfExpiry: null, lodgementDate: new Date("2016-01-01T00:00:00Z") }) }, { epc: makeEpc({ dateOfExpiry: null, lodgementDate: new Date("2017-01-01T00:00:00Z") }) }],
  ["epc_below_minimum", { epc: makeEpc({ currentRating: "F" }) }, { epc: makeEpc({ currentRating: "E" }) }],
  ["epc_below_minimum", { epc: makeEpc({ currentRating: "g" }) }, { epc: makeEpc({ currentRating: null }) }],
  ["company_proprietor", { titles: [makeTitle({ proprietors: [company] })] }, { titles: [makeTitle({ proprietors: [person] })] }],
  ["company_proprietor", { titles: [makeTitle({ proprietors: [{ ...person, name: "Acme Lettings Ltd" }] })] }, { titles: [makeTitle({ proprietors: [{ ...person, name: "Ltdavid Jones" }] })] }],
  ["overseas_company", { titles: [makeTitle({ proprietors: [overseas] })] }, { titles: [makeTitle({ proprietors: [{ ...overseas, countryIncorporated: "England and Wales" }] })] }],
  ["overseas_company", { titles: [makeTitle({ source: "hmlr-ocod", proprietors: [{ ...overseas, countryIncorporated: null }] })] }, { titles: [makeTitle({ source: "hmlr-ccod", proprietors: [person] })] }],
  ["leasehold", { titles: [makeTitle({ tenure: "Leasehold" })] }, { titles: [makeTitle({ tenure: "Freehold" })] }],
  ["open_charges", { titles: [makeTitle({ charges: [{ description: "Registered charge in favour of X Bank", date: new Date("2021-01-01") }] })] }, { titles: [makeTitle({ charges: [] })] }],
  ["conservation_area", { planning: { conservationAreas: ["Gosforth"], listedBuildings: [], notes: [] } }, { planning: { conservationAreas: null, listedBuildings: [], notes: ["Not covered"] } }],
  ["listed_building_nearby", { planning: { conservationAreas: [], listedBuildings: [{ name: "Church of St Nicholas", grade: "II*", distanceMetres: 50 }], notes: [] } }, { planning: { conservationAreas: [], listedBuildings: [{ name: "Church of St Nicholas", grade: "II*", distanceMetres: 51 }], notes: [] } }],
  ["building_safety_height", { buildingHeightMetres: 11 }, { buildingHeightMetres: 10.9 }],
  ["building_safety_height", { buildingHeightMetres: 42 }, { buildingHeightMetres: null }],
  ["demo_data", { epc: makeEpc({ source: "demo" }) }, { epc: makeEpc({ source: "epc-register" }) }],
];

describe("findValidationWarnings", () => {
  it("raises nothing for a plain current freehold", () => {
    expect(codes(makeFacts())).toEqual([]);
  });

  it.each(cases)("%s: raised by the facts, and not by the nearest facts that do not call for it", (code, raising, clearing) => {
    expect(codes(makeFacts(raising))).toContain(code);
    expect(codes(makeFacts(clearing))).not.toContain(code);
  });

  it("gives every warning its reason and what to do", () => {
    const all = findValidationWarnings(
      makeFacts({
        epc: makeEpc({ currentRating: "G", dateOfExpiry: new Date("2020-01-01") }),
        titles: [makeTitle({ tenure: "Leasehold", source: "demo", proprietors: [company, overseas], charges: [{ description: "c", date: null }] }), makeTitle({ titleNumber: "TY2" })],
        buildingHeightMetres: 30,
        planning: { conservationAreas: ["Gosforth"], listedBuildings: [{ name: "X", grade: "II", distanceMetres: 10 }], notes: [] },
      }),
      AS_OF,
    );
    expect(all.map((w) => w.code)).toEqual(["several_titles", "epc_expired", "epc_below_minimum", "company_proprietor", "overseas_company", "leasehold", "open_charges", "conservation_area", "listed_building_nearby", "building_safety_height", "demo_data"]);
    for (const warning of all) {
      expect(warning.reason.length).toBeGreaterThan(20);
      expect(warning.action.length).toBeGreaterThan(20);
    }
  });

  it("tests building safety on height alone and says storeys are only estimated from it", () => {
    const warning = findValidationWarnings(makeFacts({ buildingHeightMetres: 14.6 }), AS_OF).find((w) => w.code === "building_safety_height");
    expect(warning?.reason).toBe(
      "The building is about 15 m tall, at or above the 11 m threshold (the Act's test is 11 m or 5 storeys). Storey counts are not held: at about 3 m a storey that is roughly 5 storeys, an estimate from height only.",
    );
  });

  it("says which proprietor and which register it means", () => {
    const [overseasWarning] = findValidationWarnings(makeFacts({ titles: [makeTitle({ proprietors: [overseas] })] }), AS_OF);
    expect(overseasWarning?.reason).toContain("Harbour Holdings S.A. (Luxembourg)");
    expect(overseasWarning?.action).toContain("Register of Overseas Entities");
  });
});
