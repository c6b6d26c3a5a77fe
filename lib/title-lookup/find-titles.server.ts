import "server-only";
import type { Db } from "@/lib/db/client";
import type { TitleResult } from "./schemas";

// A property rarely has more than a freehold and a leasehold or two; the rest are not shown.
const MAX_TITLES_PER_PROPERTY = 5;

const titleSelect = {
  titleNumber: true,
  tenure: true,
  propertyAddress: true,
  source: true,
  period: true,
  proprietors: { orderBy: { position: "asc" as const }, select: { name: true, category: true, companyNumber: true, countryIncorporated: true } },
};

type TitleRow = { titleNumber: string; tenure: string; propertyAddress: string; source: string; period: string; proprietors: { name: string; category: string | null; companyNumber: string | null; countryIncorporated: string | null }[] };

function toTitleResult(row: TitleRow): TitleResult {
  return {
    titleNumber: row.titleNumber,
    tenure: row.tenure,
    propertyAddress: row.propertyAddress,
    source: row.source,
    period: row.period,
    // CCOD holds UK companies (country: the UK); OCOD names the overseas country of incorporation.
    proprietors: row.proprietors.map((p) => ({ name: p.name, category: p.category, companyNumber: p.companyNumber, country: p.countryIncorporated ?? (row.source === "hmlr-ccod" ? "United Kingdom" : null) })),
  };
}

/** The titles registered at a UPRN, with their proprietors. */
export async function findTitlesAtUprn(db: Db, uprn: string): Promise<TitleResult[]> {
  const rows = await db.title.findMany({ where: { uprn }, orderBy: { titleNumber: "asc" }, take: MAX_TITLES_PER_PROPERTY, select: titleSelect });
  return rows.map(toTitleResult);
}

/** One title and its proprietors, or null. */
export async function findTitle(db: Db, titleNumber: string): Promise<TitleResult | null> {
  const row = await db.title.findUnique({ where: { titleNumber }, select: titleSelect });
  return row ? toTitleResult(row) : null;
}
