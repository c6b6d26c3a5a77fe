import type { ProprietorFact, TitleFact } from "./types";

// CCOD/OCOD "Proprietorship Category" values of corporate bodies, and the legal forms a
// name alone gives away (a demo or older register row may carry no category).
const CORPORATE_CATEGORY = /company|corporate|limited liability|industrial and provident|registered society|housing association|local authority|county council|charity/i;
const CORPORATE_NAME = /\b(limited|ltd|plc|llp|l\.l\.p|inc|incorporated|corporation|gmbh|s\.?a\.?r\.?l|b\.?v)\b\.?/i;
const UK_JURISDICTIONS = new Set(["UNITED KINGDOM", "UK", "ENGLAND", "WALES", "ENGLAND AND WALES", "SCOTLAND", "NORTHERN IRELAND", "GREAT BRITAIN"]);

/** A corporate body: a company number, a corporate category, a country of incorporation (OCOD lists only corporate bodies) or a legal form in the name. */
export function isCompanyProprietor(proprietor: ProprietorFact): boolean {
  return Boolean(proprietor.companyNumber?.trim()) || Boolean(proprietor.countryIncorporated?.trim()) || CORPORATE_CATEGORY.test(proprietor.category ?? "") || CORPORATE_NAME.test(proprietor.name);
}

/** Incorporated outside the UK (OCOD's "Country Incorporated"), or on the overseas companies list. */
export function isOverseasProprietor(proprietor: ProprietorFact, title: Pick<TitleFact, "source">): boolean {
  const country = proprietor.countryIncorporated?.trim().toUpperCase();
  if (country) return !UK_JURISDICTIONS.has(country);
  return title.source === "hmlr-ocod";
}
