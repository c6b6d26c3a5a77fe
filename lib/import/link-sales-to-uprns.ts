import { rankCandidates, toCandidate, type Candidate } from "@/lib/addresses";
import type { Db } from "@/lib/db/client";

const CHUNK = 500;

export type LinkSummary = { examined: number; linked: number; unmatched: number };

/**
 * Links Price Paid sales that have no UPRN to the Address register with the product's
 * address matcher. Only HIGH confidence links are written: exact house and flat numbers,
 * street agreeing (typos allowed) and the same postcode, so a link is safe to rely on.
 */
export async function linkSalesToUprns(db: Db): Promise<LinkSummary> {
  const postcodes = (await db.address.findMany({ where: { postcode: { not: null } }, distinct: ["postcode"], select: { postcode: true } }))
    .map((row) => row.postcode)
    .filter((p): p is string => !!p);
  const summary: LinkSummary = { examined: 0, linked: 0, unmatched: 0 };
  for (let i = 0; i < postcodes.length; i += CHUNK) {
    const chunk = postcodes.slice(i, i + CHUNK);
    const sales = await db.sale.findMany({
      where: { uprn: null, postcode: { in: chunk } },
      select: { transactionId: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true },
    });
    if (!sales.length) continue;
    const addresses = await db.address.findMany({
      where: { postcode: { in: [...new Set(sales.map((s) => s.postcode as string))] } },
      select: { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true, singleLine: true },
    });
    const byPostcode = new Map<string, Candidate[]>();
    for (const address of addresses) {
      const list = byPostcode.get(address.postcode ?? "") ?? [];
      list.push(toCandidate(address));
      byPostcode.set(address.postcode ?? "", list);
    }
    const links: { transactionId: string; uprn: string }[] = [];
    for (const sale of sales) {
      summary.examined++;
      const result = rankCandidates(sale, byPostcode.get(sale.postcode ?? "") ?? []);
      const uprn = result.match?.candidate.uprn;
      if (result.confidence === "HIGH" && uprn) links.push({ transactionId: sale.transactionId, uprn });
      else summary.unmatched++;
    }
    await db.$transaction(links.map((link) => db.sale.update({ where: { transactionId: link.transactionId }, data: { uprn: link.uprn } })));
    summary.linked += links.length;
  }
  return summary;
}
