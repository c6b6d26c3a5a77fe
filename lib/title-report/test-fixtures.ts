import type { EpcFact, ProprietorFact, TitleFact, TitleReportFacts } from "./types";

// A plain freehold house with one private owner, a current D-rated EPC, no charges and
// nothing nearby: the facts that raise no warning. Tests change one thing at a time.
export const AS_OF = new Date("2026-11-26T00:00:00Z");

export const person: ProprietorFact = { name: "Jane Smith", companyNumber: null, category: null, countryIncorporated: null, address: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ" };

export function makeTitle(overrides: Partial<TitleFact> = {}): TitleFact {
  return { titleNumber: "TY123456", tenure: "Freehold", propertyAddress: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", source: "hmlr-ccod", period: "2026-10", proprietors: [person], charges: [], ...overrides };
}

export function makeEpc(overrides: Partial<EpcFact> = {}): EpcFact {
  return {
    currentRating: "D", currentEfficiency: 61, potentialRating: "B", potentialEfficiency: 84,
    inspectionDate: new Date("2020-03-01T00:00:00Z"), lodgementDate: new Date("2020-03-03T00:00:00Z"), dateOfExpiry: new Date("2030-03-02T00:00:00Z"),
    propertyType: "House", builtForm: "Semi-Detached", constructionAgeBand: "England and Wales: 1930-1949", tenure: "Owner-occupied",
    source: "epc-register", period: "2026-09", ...overrides,
  };
}

export function makeFacts(overrides: Partial<TitleReportFacts> = {}): TitleReportFacts {
  return {
    uprn: "100023336956",
    address: { singleLine: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", postcode: "NE3 3LJ", latitude: 55.0072, longitude: -1.6353, locationApproximate: false, source: "os-open-uprn", period: "2026-10" },
    lastSale: { propertyType: "S", date: new Date("2019-06-01T00:00:00Z"), source: "hmlr-ppd", period: "2019-06" },
    epc: makeEpc(),
    titles: [makeTitle()],
    buildingHeightMetres: 8.5,
    planning: { conservationAreas: [], listedBuildings: [], notes: [] },
    ...overrides,
  };
}
