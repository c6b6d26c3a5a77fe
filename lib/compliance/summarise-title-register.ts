import type { TitleReportFacts } from "@/lib/title-report/types";

const toDay = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/** The register summary of a UPRN's titles: tenure, proprietors and charges, as we hold them. */
export function summariseTitleRegister(facts: TitleReportFacts) {
  return {
    uprn: facts.uprn,
    address: facts.address?.singleLine ?? facts.titles[0]?.propertyAddress ?? null,
    titles: facts.titles.map((title) => ({
      titleNumber: title.titleNumber,
      tenure: title.tenure,
      propertyAddress: title.propertyAddress,
      proprietors: title.proprietors.map((p) => ({ name: p.name, companyNumber: p.companyNumber, category: p.category, countryIncorporated: p.countryIncorporated, address: p.address })),
      charges: title.charges.map((c) => ({ description: c.description, date: toDay(c.date) })),
      source: title.source,
      period: title.period,
    })),
  };
}
