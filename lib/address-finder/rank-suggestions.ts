import { rankCandidates } from "@/lib/addresses";
import type { AddressRow } from "./format-address-row";

const WORD_RE = /[A-Z0-9]+/g;

function wordsOf(text: string): string[] {
  return text.toUpperCase().match(WORD_RE) ?? [];
}

/**
 * Share of the typed words that begin a word of the address (numbers must match whole):
 * while someone is still typing, "27 BRADW" fully matches "27 Bradwell Road".
 */
export function measurePrefixMatch(input: string, row: AddressRow): number {
  const typed = wordsOf(input);
  if (!typed.length) return 0;
  const words = wordsOf([row.saon, row.paon, row.street, row.locality, row.town, row.postcode].filter(Boolean).join(" "));
  const found = typed.filter((t) => (/^\d+$/.test(t) ? words.includes(t) : words.some((w) => w.startsWith(t))));
  return found.length / typed.length;
}

function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, "en-GB", { numeric: true, sensitivity: "base" });
}

// A candidate the typing does not fully cover stays only when the matcher thinks it is
// the same address with a typo ("27 Bradwel Road" for 27 Bradwell Road).
const MIN_TYPO_SCORE = 0.7;
/**
 * Orders candidate addresses for a suggestion list: first those the typed words fully
 * prefix ("27 BRADW" → 27 Bradwell Road), in street, postcode and house-number order; then
 * those the address matcher takes for the same address with a typo, best first.
 */
export function rankSuggestions(input: string, rows: readonly AddressRow[], limit: number): AddressRow[] {
  if (!rows.length) return [];
  const matched = rankCandidates(input, rows.map((row) => ({ id: row.uprn, uprn: row.uprn, address: row.singleLine, saon: row.saon, paon: row.paon, street: row.street, locality: row.locality, town: row.town, postcode: row.postcode })));
  const verdicts = new Map(matched.ranked.map((r) => [r.candidate.id, r]));
  return rows
    .map((row) => {
      const verdict = verdicts.get(row.uprn);
      const prefix = measurePrefixMatch(input, row);
      const matcher = verdict && !verdict.disqualified ? verdict.score : 0;
      return { row, score: prefix === 1 ? 2 : matcher, keep: prefix === 1 || matcher >= MIN_TYPO_SCORE };
    })
    .filter((r) => r.keep)
    .sort(
      (a, b) =>
        b.score - a.score ||
        naturalCompare(a.row.street ?? "", b.row.street ?? "") ||
        naturalCompare(a.row.postcode ?? "", b.row.postcode ?? "") ||
        naturalCompare(a.row.paon ?? "", b.row.paon ?? "") ||
        naturalCompare(a.row.saon ?? "", b.row.saon ?? ""),
    )
    .slice(0, limit)
    .map((r) => r.row);
}
