import type { Provider } from "@/lib/db/database-url";
import type { Tx } from "./types";

// A transaction client is a proxy of its own, so providerOfDb cannot tell its dialect:
// runImport records it for each batch's transaction, and the bulk writers read it here.
const dialects = new WeakMap<Tx, Provider>();

export function setTxDialect(tx: Tx, provider: Provider): Tx {
  dialects.set(tx, provider);
  return tx;
}

/** The SQL dialect of a batch's transaction client (set by runImport). */
export function dialectOfTx(tx: Tx): Provider {
  const provider = dialects.get(tx);
  if (!provider) throw new Error("dialectOfTx: the transaction was not opened by runImport (setTxDialect)");
  return provider;
}
