// What we hold about one UPRN for its rebuild assessment (read-rebuild-facts.server.ts).
export type RebuildFacts = {
  uprn: string;
  address: { singleLine: string; postcode: string | null; source: string } | null;
  epc: { totalFloorArea: number | null; propertyType: string | null; builtForm: string | null; constructionAgeBand: string | null; region: string | null; source: string; lodgementDate: Date | null } | null;
  lastSaleType: string | null;
  titleRegion: string | null;
  buildingHeightMetres: number | null;
  /** Listed buildings near the address point, nearest first; null when the list does not cover it. */
  listedBuildings: { name: string; grade: string; distanceMetres: number }[] | null;
  notes: string[];
};

/** One rate set's rate for a type and period, and the factor for the property's region. */
export type ChosenRate = {
  rateSet: string;
  indicative: boolean;
  source: string;
  priceDate: Date;
  baseRatePerSqm: number;
  region: string;
  regionFactor: number;
  regionBasis: string;
};
