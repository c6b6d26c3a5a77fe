// Address matching on a messy set with known truth: real addresses from the bundle's
// register, each damaged the way real data is (typos, missing or unspaced postcodes,
// lower case, abbreviations, flat forms, extra words, reordered parts), matched back to
// the register. Prints top-1 recall of findable addresses, precision at HIGH and overall,
// invented numbers, by damage kind, and the speed.
import { matchAddress } from "@/lib/addresses";
import { createDbCandidateSource } from "@/lib/addresses/sources.server";
import type { Db } from "@/lib/db/client";
import { heading, percentile } from "./bench-db";

// The same set every run: the seed picks the same addresses and damage while the register is unchanged.
const SEED = 20261125;

// Figures of the matcher before issue 9's reshape (commit e13df1e), measured with this file
// against that code on the bundle's register of 25,137 addresses (every bundled address, issue
// 9 item 6), kept so each run prints what changed. They hold for that register only.
const BEFORE = { label: "before (e13df1e)", top1: 94.2, highPrecision: 99.9, precision: 97.0, invented: 22 };

function createRandom(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
type Row = { uprn: string; saon: string | null; paon: string | null; street: string | null; locality: string | null; town: string | null; postcode: string | null };

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bROAD\b/i, "Rd"], [/\bSTREET\b/i, "St"], [/\bAVENUE\b/i, "Ave"], [/\bTERRACE\b/i, "Terr"], [/\bDRIVE\b/i, "Dr"],
  [/\bCLOSE\b/i, "Cl"], [/\bGARDENS\b/i, "Gdns"], [/\bCRESCENT\b/i, "Cres"], [/\bCOURT\b/i, "Ct"], [/\bPLACE\b/i, "Pl"], [/\bLANE\b/i, "Ln"],
];
const EXTRA_WORDS = ["Tyne and Wear", "United Kingdom", "England", "UK", "Northumberland"];
export const DAMAGE_KINDS = ["typo", "no postcode", "unspaced postcode", "lower case", "abbreviation", "flat form", "extra words", "reordered"] as const;
type Damage = (typeof DAMAGE_KINDS)[number];

const pick = <T,>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/** One typo a person makes: a letter dropped, doubled, swapped with the next, or replaced. */
function addTypo(word: string, random: Random): string {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(random() * (word.length - 2));
  const roll = random();
  if (roll < 0.3) return word.slice(0, i) + word.slice(i + 1);
  if (roll < 0.55) return word.slice(0, i) + (word[i + 1] ?? "") + (word[i] ?? "") + word.slice(i + 2);
  if (roll < 0.75) return word.slice(0, i) + (word[i] ?? "") + word.slice(i);
  const letters = "aeiourstnl";
  return word.slice(0, i) + pick([...letters], random) + word.slice(i + 1);
}

function longestWord(text: string): string {
  return text.split(" ").reduce((a, b) => (b.length > a.length ? b : a), "");
}

/** The flat written another way: "Flat 2" ↔ "Apartment 2" / "Apt 2" / "2,"; a bare "6" as "Flat 6". */
function restyleFlat(saon: string, random: Random): string {
  const id = /^(?:FLAT|APARTMENT)\s+(\S+)$/i.exec(saon)?.[1];
  if (id) return pick([`Apartment ${id}`, `Apt ${id}`, `${id}`, `flat ${id}`], random);
  return /^\d+[A-Z]?$/i.test(saon) ? `Flat ${saon}` : saon;
}

/** A damaged copy of a register address and the kinds of damage done: one or two kinds each. */
export function damageAddress(row: Row, random: Random): { text: string; kinds: Damage[] } {
  const possible = DAMAGE_KINDS.filter((kind) => (kind === "flat form" ? Boolean(row.saon) : kind === "abbreviation" ? ABBREVIATIONS.some(([re]) => re.test(row.street ?? "")) : true));
  const kinds = new Set<Damage>([pick(possible, random)]);
  // Real data is rarely wrong one way only: half the set has two or three kinds of damage.
  if (random() < 0.5) kinds.add(pick(possible, random));
  if (random() < 0.2) kinds.add(pick(possible, random));
  let street = row.street ?? "";
  let paon = row.paon ?? "";
  let saon = row.saon ?? "";
  let postcode = row.postcode ?? "";
  if (kinds.has("abbreviation")) for (const [re, short] of ABBREVIATIONS) if (re.test(street)) { street = street.replace(re, short); break; }
  if (kinds.has("typo")) {
    if (street) street = street.replace(longestWord(street), addTypo(longestWord(street), random));
    else paon = paon.replace(longestWord(paon), addTypo(longestWord(paon), random));
  }
  if (kinds.has("flat form") && saon) saon = restyleFlat(saon, random);
  if (kinds.has("no postcode")) postcode = "";
  if (kinds.has("unspaced postcode")) postcode = postcode.replace(" ", "");
  const town = row.town && (kinds.has("no postcode") || random() < 0.6) ? row.town : "";
  const locality = row.locality && random() < 0.5 ? row.locality : "";
  const line = [saon, [paon, street].filter(Boolean).join(" "), locality, town].filter(Boolean);
  if (kinds.has("extra words")) line.push(pick(EXTRA_WORDS, random));
  const parts = kinds.has("reordered") && postcode ? [postcode, ...line] : [...line, postcode].filter(Boolean);
  let text = parts.join(random() < 0.7 ? ", " : " ");
  if (kinds.has("lower case")) text = text.toLowerCase();
  return { text, kinds: [...kinds] };
}

const NUMBER_RE = /\d+[A-Z]?/gi;

/** A match that adds a house or flat number the query never had: the matcher made it up. */
function isInvented(query: string, matched: { saon?: string | null; paon?: string | null }): boolean {
  const typed = new Set((query.match(NUMBER_RE) ?? []).map((n) => n.toUpperCase()));
  const found = `${matched.saon ?? ""} ${matched.paon ?? ""}`.match(NUMBER_RE) ?? [];
  return found.some((n) => !typed.has(n.toUpperCase()));
}

type Tally = { n: number; top1: number; high: number; highRight: number; matched: number; matchedRight: number; invented: number };
const emptyTally = (): Tally => ({ n: 0, top1: 0, high: 0, highRight: 0, matched: 0, matchedRight: 0, invented: 0 });
const percent = (part: number, whole: number) => (whole ? (part / whole) * 100 : 0).toFixed(1);

// Two register rows with the same flat, number, street and postcode cannot be told apart
// by any matcher: they are not findable and are left out of the set.
const identity = (row: Row) => [row.saon, row.paon, row.street, row.postcode].map((p) => (p ?? "").toUpperCase()).join("|");

async function pickRows(db: Db, count: number, random: Random): Promise<Row[]> {
  const select = { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true } as const;
  const all: Row[] = await db.address.findMany({ select, orderBy: { uprn: "asc" } });
  const seen = new Map<string, number>();
  for (const row of all) seen.set(identity(row), (seen.get(identity(row)) ?? 0) + 1);
  const findable = all.filter((row) => seen.get(identity(row)) === 1 && (row.paon || row.saon));
  // Flats are few in the register but the hardest to write consistently: a sixth of the set.
  const flats = findable.filter((row) => row.saon);
  const picks = new Set<Row>();
  while (picks.size < Math.min(Math.round(count / 6), flats.length)) picks.add(flats[Math.floor(random() * flats.length)] as Row);
  while (picks.size < Math.min(count, findable.length)) picks.add(findable[Math.floor(random() * findable.length)] as Row);
  return [...picks];
}

export async function benchAddressMatching(db: Db, count = 1000) {
  heading(`Address matching: ${count} damaged real addresses against the bundle's register`);
  const random = createRandom(SEED);
  const total = await db.address.count();
  if (!total) return console.log("no addresses loaded");
  const rows = await pickRows(db, count, random);
  const source = createDbCandidateSource(db);
  const times: number[] = [];
  const all = emptyTally();
  const byKind = new Map<Damage, Tally>(DAMAGE_KINDS.map((kind) => [kind, emptyTally()]));
  const misses: string[] = [];
  const started = performance.now();
  for (const row of rows) {
    const { text, kinds } = damageAddress(row, random);
    const t = performance.now();
    const result = await matchAddress(text, source);
    times.push(performance.now() - t);
    const found = result.confidence !== "ERROR" ? result.match?.candidate : undefined;
    const right = found?.uprn === row.uprn;
    for (const tally of [all, ...kinds.map((kind) => byKind.get(kind) as Tally)]) {
      tally.n++;
      if (right) tally.top1++;
      if (found) { tally.matched++; if (right) tally.matchedRight++; }
      if (result.confidence === "HIGH") { tally.high++; if (right) tally.highRight++; }
      if (found && isInvented(text, found)) tally.invented++;
    }
    if (!right && misses.length < 12) misses.push(`  ${result.confidence.padEnd(6)} ${text}  →  ${found?.address ?? "(none)"}  (truth: ${[row.saon, row.paon, row.street, row.town, row.postcode].filter(Boolean).join(", ")})`);
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(`register: ${total} addresses; set: ${rows.length} findable addresses, each damaged one to three ways (seed ${SEED})`);
  console.log(`speed: ${(rows.length / elapsed).toFixed(0)} addresses/s; per address p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`);
  console.log(`${"".padEnd(20)} ${"top-1 right".padStart(11)} ${"HIGH prec.".padStart(10)} ${"precision".padStart(10)} ${"invented".padStart(9)}`);
  console.log(`${BEFORE.label.padEnd(20)} ${`${BEFORE.top1.toFixed(1)}%`.padStart(11)} ${`${BEFORE.highPrecision.toFixed(1)}%`.padStart(10)} ${`${BEFORE.precision.toFixed(1)}%`.padStart(10)} ${String(BEFORE.invented).padStart(9)}`);
  const line = (label: string, t: Tally) =>
    console.log(`${label.padEnd(20)} ${`${percent(t.top1, t.n)}%`.padStart(11)} ${`${percent(t.highRight, t.high)}%`.padStart(10)} ${`${percent(t.matchedRight, t.matched)}%`.padStart(10)} ${String(t.invented).padStart(9)}   (${t.n} queries, ${t.high} HIGH)`);
  line("now", all);
  for (const [kind, tally] of byKind) line(`  ${kind}`, tally);
  if (misses.length) console.log(`first misses:\n${misses.join("\n")}`);
}
