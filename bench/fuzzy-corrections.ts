// Fuzzy address correction (POST …/fuzzy-address-corrections, issue 12) at its limit: 500
// uncorrected charged properties whose addresses are real bundled addresses damaged the way
// charge schedules arrive (address-matching's damage), corrected in one call as the screen
// makes it; then the same 500 one call each, for the per-address p50/p95. A bench client of
// its own, removed before and after, so no real client's rows are touched.
import type { Db } from "@/lib/db/client";
import { createRandom } from "@/lib/demo/seeded-random";
import { correctAddressesFuzzily } from "@/lib/portfolio/correct-addresses-fuzzily.server";
import { damageAddress } from "./address-matching";
import { heading, percentile } from "./bench-db";

const COUNT = 500; // the call's limit (decision 080)
const SEED = "bench-fuzzy-corrections";
const BENCH_CLIENT = { slug: "bench-fuzzy", name: "Bench Fuzzy Corrections", source: "bench" } as const;

type Row = { uprn: string; saon: string | null; paon: string | null; street: string | null; locality: string | null; town: string | null; postcode: string | null };

/** COUNT register addresses with a house name or number, the same ones each run while the register is unchanged. */
async function pickAddresses(db: Db, random: () => number): Promise<Row[]> {
  const select = { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true } as const;
  const all = (await db.address.findMany({ select, orderBy: { uprn: "asc" } })).filter((row) => row.paon || row.saon);
  const picks = new Set<Row>();
  while (picks.size < Math.min(COUNT, all.length)) picks.add(all[Math.floor(random() * all.length)] as Row);
  return [...picks];
}

/** A fresh bench client holding one uncorrected charged property per damaged address; its ids. */
async function seedClient(db: Db, slug: string, texts: readonly string[]): Promise<string[]> {
  await db.client.deleteMany({ where: { slug } });
  const client = await db.client.create({ data: { slug, name: BENCH_CLIENT.name, source: BENCH_CLIENT.source } });
  const rows = texts.map((text, index) => ({ id: `${slug}-${index}`, clientId: client.id, address: text, fullAddress: text, source: BENCH_CLIENT.source }));
  await db.chargedProperty.createMany({ data: rows });
  return rows.map((row) => row.id);
}

export async function benchFuzzyCorrections(db: Db) {
  heading(`Fuzzy address corrections: ${COUNT} damaged real addresses, one call`);
  const seeded = createRandom(SEED);
  const random = () => seeded.next();
  const rows = await pickAddresses(db, random);
  if (!rows.length) return console.log("no addresses loaded");
  const texts = rows.map((row) => damageAddress(row, random).text);
  const batchSlug = BENCH_CLIENT.slug;
  const singleSlug = `${BENCH_CLIENT.slug}-single`;
  try {
    const batchIds = await seedClient(db, batchSlug, texts);
    const started = performance.now();
    const result = await correctAddressesFuzzily(db, batchSlug, batchIds);
    const total = performance.now() - started;
    console.log(`${rows.length} properties: corrected ${result.corrected}, failed ${result.failed}, skipped ${result.skipped}; total ${(total / 1000).toFixed(2)} s (${(rows.length / (total / 1000)).toFixed(0)} addresses/s)`);

    const singleIds = await seedClient(db, singleSlug, texts);
    const times: number[] = [];
    for (const id of singleIds) {
      const t = performance.now();
      await correctAddressesFuzzily(db, singleSlug, [id]);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`per address (one call each): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`);
  } finally {
    await db.client.deleteMany({ where: { slug: { in: [batchSlug, singleSlug] } } });
  }
}
