import "server-only";
import type { Db } from "@/lib/db/client";
import { isCompanyProprietor, isOverseasProprietor } from "@/lib/title-report/classify-proprietor";

// A UPRN rarely has more than a freehold and a leasehold title (as the title report reads).
const MAX_TITLES = 5;

/** Ownership flags from the title register (CCOD/OCOD): company or overseas owned, tenures; null with a reason when no title is linked. */
export async function readOwnershipFlags(db: Db, uprn: string) {
  const titles = await db.title.findMany({
    where: { uprn },
    orderBy: { titleNumber: "asc" },
    take: MAX_TITLES,
    select: { titleNumber: true, tenure: true, source: true, period: true, proprietors: { select: { name: true, companyNumber: true, category: true, countryIncorporated: true } } },
  });
  const first = titles[0];
  if (!first) return { ownership: null, note: "ownership: no title in the register (CCOD/OCOD lists company-owned titles only) is linked to this UPRN." };
  const proprietors = titles.flatMap((t) => t.proprietors.map((p) => ({ proprietor: p, title: t })));
  return {
    ownership: {
      titleNumbers: titles.map((t) => t.titleNumber),
      tenures: [...new Set(titles.map((t) => t.tenure))],
      companyOwned: proprietors.some(({ proprietor }) => isCompanyProprietor({ ...proprietor, address: null })),
      overseasOwned: proprietors.some(({ proprietor, title }) => isOverseasProprietor({ ...proprietor, address: null }, title)),
      source: first.source,
      period: first.period,
      demo: titles.some((t) => t.source === "demo"),
    },
    note: null,
  };
}
