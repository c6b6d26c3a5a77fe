import { providerOfDb } from "@/lib/db/client";
import { setTxDialect } from "./tx-dialect";
import type { Db, Importer } from "./types";

// A batch is a few statements; the generous limit covers a slow disk or a busy server.
export const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 120_000 };

/** Deletes `keys` through the importer's store, `batchSize` a transaction; returns how many existed. */
export async function deleteInBatches<R>(db: Db, importer: Importer<R>, keys: readonly string[], batchSize: number): Promise<number> {
  const dialect = providerOfDb(db);
  let deleted = 0;
  for (let i = 0; i < keys.length; i += batchSize) {
    const part = keys.slice(i, i + batchSize);
    deleted += await db.$transaction((tx) => importer.store.delete(setTxDialect(tx, dialect), part), TRANSACTION_OPTIONS);
  }
  return deleted;
}
