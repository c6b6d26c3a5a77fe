import type { Db } from "@/lib/db/client";
import { assignUniqueIds } from "./assign-unique-ids";
import { chunk } from "@/lib/db/chunk";
import { DEMO_SOURCE } from "./demo-constants";

type FindTaken = (db: Db, ids: readonly string[]) => Promise<string[]>;

/** UPRNs already used by real (imported) addresses. */
export const findRealUprns: FindTaken = async (db, ids) => {
  const taken: string[] = [];
  for (const batch of chunk(ids, 900)) {
    const rows = await db.address.findMany({ where: { uprn: { in: batch }, source: { not: DEMO_SOURCE } }, select: { uprn: true } });
    for (const row of rows) taken.push(row.uprn);
  }
  return taken;
};

/** Title numbers already used by real (CCOD/OCOD) titles. */
export const findRealTitleNumbers: FindTaken = async (db, ids) => {
  const taken: string[] = [];
  for (const batch of chunk(ids, 900)) {
    const rows = await db.title.findMany({ where: { titleNumber: { in: batch }, source: { not: DEMO_SOURCE } }, select: { titleNumber: true } });
    for (const row of rows) taken.push(row.titleNumber);
  }
  return taken;
};

// A demo identifier must not collide with a real row already imported; rehash until none does.
const MAX_ROUNDS = 10;

export async function assignIdsAvoidingDatabase(db: Db, keys: readonly string[], deriveId: (key: string, attempt: number) => string, findTaken: FindTaken): Promise<Map<string, string>> {
  const taken = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const assigned = assignUniqueIds(keys, deriveId, taken);
    const clashes = await findTaken(db, [...assigned.values()]);
    if (clashes.length === 0) return assigned;
    for (const id of clashes) taken.add(id);
  }
  throw new Error("Could not derive demo identifiers that avoid the real ones");
}
