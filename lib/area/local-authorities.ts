// Local authority districts of the bundled postcode areas (NE and M), by the GSS code
// Code-Point Open stores as the admin district. Code-Point 2014 may carry codes that ONS
// has since replaced (Northumberland E06000048 → E06000057 and Gateshead E08000020 →
// E08000037, both in 2013), so both are listed.
export const LOCAL_AUTHORITY_NAMES: Readonly<Record<string, string>> = {
  E08000021: "Newcastle upon Tyne",
  E08000022: "North Tyneside",
  E08000023: "South Tyneside",
  E08000024: "Sunderland",
  E08000037: "Gateshead",
  E08000020: "Gateshead",
  E06000057: "Northumberland",
  E06000048: "Northumberland",
  E06000047: "County Durham",
  E06000049: "Cheshire East",
  E08000001: "Bolton",
  E08000002: "Bury",
  E08000003: "Manchester",
  E08000004: "Oldham",
  E08000005: "Rochdale",
  E08000006: "Salford",
  E08000007: "Stockport",
  E08000008: "Tameside",
  E08000009: "Trafford",
  E08000010: "Wigan",
};

export function nameLocalAuthority(districtCode: string | null | undefined): string | null {
  return districtCode ? (LOCAL_AUTHORITY_NAMES[districtCode] ?? null) : null;
}

/** Every GSS code (current or former) recorded for an authority name. */
export function findDistrictCodes(name: string): string[] {
  const wanted = name.trim().toLowerCase();
  return Object.entries(LOCAL_AUTHORITY_NAMES)
    .filter(([, authority]) => authority.toLowerCase() === wanted)
    .map(([code]) => code);
}

/** police.uk names LSOAs "<authority> <3 digits><letter>", e.g. "Newcastle upon Tyne 001A". */
export function authorityOfLsoaName(lsoaName: string | null | undefined): string | null {
  const match = /^(.*\S)\s+\d{3}[A-Z]$/.exec(lsoaName?.trim() ?? "");
  return match?.[1] ?? null;
}
