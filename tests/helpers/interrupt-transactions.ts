// Stops a real load part-way for the partial-load tests: from transaction number
// `after + 1` on, the client either fails before the transaction starts ("throw", a crash
// between batches) or runs its statements and never commits ("hang", for a kill -9
// mid-batch in a child process). Patches the client in place (a wrapper would not be
// the client createDb registered), so pass one made for this alone.
import type { Db } from "@/lib/db/client";
import type { Tx } from "@/lib/import/types";

type Interruption = { after: number; how: "throw" } | { after: number; how: "hang"; onHang: () => void };
type TransactionBody = (tx: Tx) => Promise<unknown>;
type TransactionOptions = { maxWait?: number; timeout?: number };
type InteractiveTransaction = (body: TransactionBody, options?: TransactionOptions) => Promise<unknown>;

export function interruptTransactions(db: Db, interruption: Interruption): Db {
  const original: InteractiveTransaction = db.$transaction.bind(db);
  let started = 0;
  const transaction: InteractiveTransaction = (body, options) => {
    if (typeof body !== "function") throw new Error("interruptTransactions handles interactive transactions only");
    started++;
    if (started <= interruption.after) return original(body, options);
    if (interruption.how === "throw") return Promise.reject(new Error(`interrupted before transaction ${started}`));
    const { onHang } = interruption;
    return original(async (tx) => {
      await body(tx);
      onHang();
      return new Promise(() => undefined);
    }, { ...options, timeout: 600_000 });
  };
  Object.defineProperty(db, "$transaction", { value: transaction, configurable: true });
  return db;
}
