import type { BuildPeriod, RebuildPropertyType } from "./schemas";

// Price Paid's property type codes (D, S, T, F); O (other) says nothing about the build.
const SALE_TYPES: Record<string, RebuildPropertyType> = { D: "detached", S: "semi-detached", T: "terraced", F: "flat" };

/** The rate table's property type from the EPC's type and built form, else the last sale's type. */
export function classifyRebuildType(epc: { propertyType: string | null; builtForm: string | null } | null, saleType: string | null): RebuildPropertyType | null {
  const type = epc?.propertyType?.toLowerCase() ?? "";
  const form = epc?.builtForm?.toLowerCase() ?? "";
  if (/flat|maisonette/.test(type)) return "flat";
  if (/bungalow/.test(type)) return "bungalow";
  if (/house/.test(type)) {
    if (/semi/.test(form)) return "semi-detached";
    if (/terrace/.test(form)) return "terraced";
    if (/detached/.test(form)) return "detached";
  }
  return saleType ? (SALE_TYPES[saleType] ?? null) : null;
}

/**
 * The rate table's build period from the EPC's construction age band ("England and Wales:
 * 1930-1949", "before 1900", "2007 onwards", or a year): by the band's first year, so a
 * band that straddles a boundary (1900-1929) takes the earlier period.
 */
export function classifyBuildPeriod(ageBand: string | null): BuildPeriod | null {
  const text = ageBand?.toLowerCase() ?? "";
  if (/before\s+1900/.test(text)) return "pre-1919";
  const year = /(1[6-9]\d\d|20\d\d)/.exec(text);
  if (!year) return null;
  const start = Number(year[1]);
  if (start < 1919) return "pre-1919";
  if (start < 1945) return "1919-1944";
  if (start < 1980) return "1945-1979";
  if (start < 2000) return "1980-1999";
  return "2000-onwards";
}
