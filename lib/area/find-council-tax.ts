import { COUNCIL_TAX_BAND_D_2024, COUNCIL_TAX_YEAR } from "./council-tax-band-d-2024";
import { nameLocalAuthority } from "./local-authorities";

export type CouncilTax = {
  authority: string;
  year: string;
  bandAAnnualPence: number;
  bandDAnnualPence: number;
  source: string;
};

// Local Government Finance Act 1992 s5(1): Band A is 6/9 of Band D.
const BAND_A_RATIO = 6 / 9;

export type CouncilTaxLookup = { councilTax: CouncilTax; note: null } | { councilTax: null; note: string };

/** Band A and D council tax for the district a postcode lies in; a note instead when not covered. */
export function findCouncilTax(districtCode: string | null | undefined): CouncilTaxLookup {
  const entry = districtCode ? COUNCIL_TAX_BAND_D_2024[districtCode] : undefined;
  if (!entry) {
    const authority = nameLocalAuthority(districtCode);
    return {
      councilTax: null,
      note: authority
        ? `Council tax for ${authority} is not covered: the bundled ${COUNCIL_TAX_YEAR} table holds only Newcastle upon Tyne, Northumberland and Trafford.`
        : "Council tax is not covered: the local authority of this postcode is not known.",
    };
  }
  return {
    councilTax: {
      authority: entry.authority,
      year: COUNCIL_TAX_YEAR,
      bandAAnnualPence: Math.round(entry.bandDPence * BAND_A_RATIO),
      bandDAnnualPence: entry.bandDPence,
      source: entry.source,
    },
    note: null,
  };
}
