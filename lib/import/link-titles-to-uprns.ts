import { rankCandidates, toCandidate, type Candidate } from "@/lib/addresses";
import type { Db } from "@/lib/db/client";
import type { LinkSummary } from "./link-sales-to-uprns";
import { writeUprnLinks, type UprnLink } from "./write-uprn-links";

const CHUNK = 500;

/**
 * Links CCOD/OCOD titles that have no UPRN to the Address register with the product's
 * address matcher, by the title's property address among the addresses of its postcode.
 * Only HIGH confidence links are written: a title linked to the wrong home would name the
 * wrong owner. Titles are walked in title-number order, a chunk at a time.
 */
export async function linkTitlesToUprns(db: Db): Promise<LinkSummary> {
  const summary: LinkSummary = { examined: 0, linked: 0, unmatched: 0 };
  let after = "";
  for (;;) {
    const titles = await db.title.findMany({
      where: { uprn: null, postcode: { not: null }, titleNumber: { gt: after } },
      orderBy: { titleNumber: "asc" },
      take: CHUNK,
      select: { titleNumber: true, propertyAddress: true, postcode: true },
    });
    if (!titles.length) break;
    after = titles[titles.length - 1]!.titleNumber;
    const addresses = await db.address.findMany({
      where: { postcode: { in: [...new Set(titles.map((t) => t.postcode as string))] } },
      select: { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true, singleLine: true },
    });
    const byPostcode = new Map<string, Candidate[]>();
    for (const address of addresses) byPostcode.set(address.postcode ?? "", [...(byPostcode.get(address.postcode ?? "") ?? []), toCandidate(address)]);
    const links: UprnLink[] = [];
    for (const title of titles) {
      const candidates = byPostcode.get(title.postcode ?? "");
      if (!candidates) continue;
      summary.examined++;
      const result = rankCandidates(title.propertyAddress, candidates);
      const uprn = result.match?.candidate.uprn;
      if (result.confidence === "HIGH" && uprn) links.push({ key: title.titleNumber, uprn });
      else summary.unmatched++;
    }
    await writeUprnLinks(db, "Title", "titleNumber", links);
    summary.linked += links.length;
  }
  return summary;
}
