import "server-only";
import { matchAddress, rankCandidates, toCandidate } from "@/lib/addresses";
import { createDbCandidateSource, findAddressRows, findAddressRowsContainingWords } from "@/lib/addresses/sources.server";
import type { Db } from "@/lib/db/client";
import { sqlInJsonList } from "@/lib/db/sql-json-list";
import { Prisma } from "@/lib/generated/sqlite/client";

const MAX_RESULTS = 50;
const MAX_TEXT_CANDIDATES = 1000;

/**
 * Addresses for free text: the matcher's blocking (postcode, or outcode + street) when
 * the text carries them; otherwise candidates whose street or building name contains the
 * text's words (through the trigram index, decision 113), ranked by the same scorer.
 * Best first, disqualified candidates left out.
 */
export async function findAddressesByText(db: Db, text: string) {
  const matched = await matchAddress(text, createDbCandidateSource(db));
  let ranked = matched.ranked;
  if (!ranked.length) {
    const words = text.toUpperCase().replace(/[^A-Z ]/g, " ").split(/\s+/).filter((w) => w.length >= 4);
    const rows = await findAddressRowsContainingWords(db, words, MAX_TEXT_CANDIDATES);
    if (!rows.length) return [];
    ranked = rankCandidates(text, rows.map(toCandidate)).ranked;
  }
  const uprns = ranked.filter((r) => !r.disqualified && r.score >= 0.5).slice(0, MAX_RESULTS).map((r) => r.candidate.id);
  if (!uprns.length) return [];
  const rows = await findAddressRows(db, sqlInJsonList(db, Prisma.raw(`"uprn"`), uprns), uprns.length);
  const order = new Map(uprns.map((u, i) => [u, i]));
  return rows.sort((a, b) => (order.get(a.uprn) ?? 0) - (order.get(b.uprn) ?? 0));
}
