import "server-only";
import type { Db } from "@/lib/db/client";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Marks the client changed, in the transaction that adds, updates or deletes one of its
 * rows: a delete leaves no row whose date could move Last Updated (see getOverview).
 */
export async function touchClient(tx: Tx, clientId: string): Promise<void> {
  await tx.client.update({ where: { id: clientId }, data: { updatedAt: new Date() } });
}
