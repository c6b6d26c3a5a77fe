// What we hold about one UPRN, read from our tables (read-title-report-facts.server.ts):
// the report model, its warnings and the written analysis are all derived from this.

export type ProprietorFact = {
  name: string;
  companyNumber: string | null;
  category: string | null;
  countryIncorporated: string | null;
  address: string | null;
};

export type TitleFact = {
  titleNumber: string;
  tenure: string;
  propertyAddress: string;
  source: string;
  period: string;
  proprietors: ProprietorFact[];
  charges: { description: string; date: Date | null }[];
};

export type EpcFact = {
  currentRating: string | null;
  currentEfficiency: number | null;
  potentialRating: string | null;
  potentialEfficiency: number | null;
  inspectionDate: Date | null;
  lodgementDate: Date | null;
  dateOfExpiry: Date | null;
  propertyType: string | null;
  builtForm: string | null;
  constructionAgeBand: string | null;
  tenure: string | null;
  source: string;
  period: string;
};

export type AddressFact = {
  singleLine: string;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  locationApproximate: boolean;
  source: string;
  period: string;
};

export type PlanningFacts = {
  /** Names of the conservation areas the point lies in; null when our data does not cover it. */
  conservationAreas: string[] | null;
  /** Listed buildings near the point, nearest first; null when our data does not cover it. */
  listedBuildings: { name: string; grade: string; distanceMetres: number }[] | null;
  notes: string[];
};

export type TitleReportFacts = {
  uprn: string;
  address: AddressFact | null;
  lastSale: { propertyType: string; date: Date; source: string; period: string } | null;
  epc: EpcFact | null;
  /** Titles registered against the UPRN (leasehold first), at most a handful. */
  titles: TitleFact[];
  /** The tallest building recorded at the UPRN, in metres, or null when none is. */
  buildingHeightMetres: number | null;
  planning: PlanningFacts;
};
