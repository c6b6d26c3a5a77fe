// Address matching on 500 messy addresses made by corrupting real ones from the bundle
// (typos, abbreviations, lost postcodes, case and punctuation): time, precision, recall.
import { createDbCandidateSource } from "@/lib/addresses/db-candidate-source.server";
import { matchAddress } from "@/lib/addresses/match-address";
import type { Db } from "@/lib/db/client";
import { heading, percentile } from "./bench-db";

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ABBREVIATIONS: [RegExp, string][] = [[/\bROAD\b/, "RD"], [/\bSTREET\b/, "ST"], [/\bAVENUE\b/, "AVE"], [/\bTERRACE\b/, "TERR"], [/\bDRIVE\b/, "DR"], [/\bCLOSE\b/, "CL"], [/\bGARDENS\b/, "GDNS"], [/\bCRESCENT\b/, "CRES"]];

function typo(word: string, random: () => number): string {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(random() * (word.length - 2));
  return random() < 0.5 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + (word[i + 1] ?? "") + (word[i] ?? "") + word.slice(i + 2);
}

type Row = { uprn: string; saon: string | null; paon: string | null; street: string | null; locality: string | null; town: string | null; postcode: string | null };

export function corruptAddress(row: Row, random: () => number): { text: string; kind: string } {
  let street = row.street ?? "";
  const kinds: string[] = [];
  if (random() < 0.5) {
    for (const [pattern, short] of ABBREVIATIONS) if (pattern.test(street)) { street = street.replace(pattern, short); kinds.push("abbreviation"); break; }
  }
  if (random() < 0.35) {
    const words = street.split(" ");
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
    street = street.replace(longest, typo(longest, random));
    kinds.push("typo");
  }
  const keepPostcode = random() > 0.25;
  if (!keepPostcode) kinds.push("no postcode");
  const flat = row.saon ? (random() < 0.5 ? `Flat ${row.saon.replace(/^FLAT\s+/i, "")}` : row.saon) : null;
  const parts = [flat, [row.paon, street].filter(Boolean).join(" "), random() < 0.5 ? row.locality : null, random() < 0.7 ? row.town : null, keepPostcode ? (random() < 0.3 ? row.postcode?.replace(" ", "") : row.postcode) : null];
  let text = parts.filter(Boolean).join(random() < 0.5 ? ", " : " ");
  text = random() < 0.5 ? text.toLowerCase() : text;
  return { text, kind: kinds.join("+") || "clean" };
}

export async function benchAddressMatching(db: Db, count = 500) {
  heading(`Address matching: ${count} messy addresses against the bundle's UPRN register`);
  const random = mulberry32(20261125);
  const total = await db.address.count();
  if (!total) return console.log("no addresses loaded");
  const picks = new Set<number>();
  while (picks.size < Math.min(count, total)) picks.add(Math.floor(random() * total));
  const rows: Row[] = [];
  for (const skip of picks) {
    const row = await db.address.findFirst({ skip, orderBy: { uprn: "asc" }, select: { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true } });
    if (row) rows.push(row);
  }
  const source = createDbCandidateSource(db);
  const times: number[] = [];
  let correct = 0;
  let wrong = 0;
  let unmatched = 0;
  const byConfidence: Record<string, { n: number; correct: number }> = {};
  const started = performance.now();
  for (const row of rows) {
    const { text } = corruptAddress(row, random);
    const t = performance.now();
    const result = await matchAddress(text, source);
    times.push(performance.now() - t);
    const bucket = (byConfidence[result.confidence] ??= { n: 0, correct: 0 });
    bucket.n++;
    if (result.confidence === "ERROR" || !result.match) unmatched++;
    else if (result.match.candidate.uprn === row.uprn || result.match.candidate.id === row.uprn) { correct++; bucket.correct++; }
    else wrong++;
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const matched = correct + wrong;
  console.log(`addresses: ${rows.length}; total time ${elapsed.toFixed(2)} s (${(rows.length / elapsed).toFixed(0)} addresses/s); per address p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`);
  console.log(`precision (right UPRN among those matched): ${((correct / Math.max(1, matched)) * 100).toFixed(1)}%`);
  console.log(`recall (right UPRN among all): ${((correct / rows.length) * 100).toFixed(1)}%   unmatched: ${unmatched}, wrong: ${wrong}`);
  for (const [confidence, { n, correct: c }] of Object.entries(byConfidence)) console.log(`  ${confidence.padEnd(6)} ${String(n).padStart(4)} results, ${((c / Math.max(1, n)) * 100).toFixed(1)}% right`);
}
