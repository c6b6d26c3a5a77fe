// Band D council tax for 2024/25 (1 April 2024 to 31 March 2025) in pence, for a home in
// a part of the authority without a parish precept: the billing authority's charge
// (including its adult social care precept) plus the police, fire and mayoral precepts,
// i.e. the Band D bill a household there receives. Parish precepts (a few pounds to a
// few tens of pounds at Band D) are not included.
//
// Only authorities whose 2024/25 figures could be checked against the published
// charges are listed; the others answer "not covered" rather than a guessed figure
// (docs/decisions/023-crime-rate-population.md explains the gaps).
export type CouncilTaxBandD = {
  authority: string;
  bandDPence: number;
  /** What the Band D figure is made of, in pence, as the published charges list it. */
  components: Readonly<Record<string, number>>;
  source: string;
};

const NORTHUMBERLAND: CouncilTaxBandD = {
  authority: "Northumberland",
  // Band A as published: county 1,181.64 + adult social care 202.67 + police 121.23 =
  // 1,505.54; Band D is 9/6 of each part (fire is part of the county charge).
  bandDPence: 225_831,
  components: { "Northumberland County Council": 177_246, "Adult social care precept": 30_401, "Police and Crime Commissioner for Northumbria": 18_184 },
  source: "Northumberland County Council, council tax charges 2024-25",
};

export const COUNCIL_TAX_BAND_D_2024: Readonly<Record<string, CouncilTaxBandD>> = {
  E08000021: {
    authority: "Newcastle upon Tyne",
    bandDPence: 229_204,
    components: { "Newcastle City Council": 172_112, "Adult social care precept": 29_397, "Police and Crime Commissioner for Northumbria": 18_184, "Tyne and Wear Fire and Rescue Authority": 9_511 },
    source: "Newcastle City Council, council tax bands 2024/25",
  },
  E06000057: NORTHUMBERLAND,
  E06000048: NORTHUMBERLAND,
  E08000009: {
    authority: "Trafford",
    bandDPence: 234_013,
    components: { "Trafford Council (including adult social care)": 197_088, "Mayoral Police and Crime Commissioner precept": 25_630, "Mayoral general precept (including fire)": 11_295 },
    source: "Trafford Council, 2024 charges explained; Greater Manchester Combined Authority precepts 2024/25 (Band D police £256.30, general £112.95)",
  },
};

export const COUNCIL_TAX_YEAR = "2024/25";
