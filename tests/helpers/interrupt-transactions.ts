// Stops a real load part-way for the partial-load tests: the database client the importer
// writes through, whose transaction number `after + 1` either fails before it starts
// ("throw", a crash between batches) or runs its statements and never commits ("hang",
// for a kill -9 mid-batch in a child process). Everything else is the real client.
import type { Db } from "@/lib/db";
import type { Tx } from "@/lib/import/types";

type Interruption = { after: number; how: "throw" } | { after: number; how: "hang"; onHang: () => void };
type TransactionBody = (tx: Tx) => Promise<unknown>;
type TransactionOptions = { maxWait?: number; timeout?: number };

export function interruptTransactions(db: Db, interruption: Interruption): Db {
  let started = 0;
  const transaction = (body: TransactionBody, options?: TransactionOptions): Promise<unknown> => {
    if (typeof body !== "function") throw new Error("interruptTransactions handles interactive transactions only");
    started++;
    if (started <= interruption.after) return db.$transaction(body, options);
    if (interruption.how === "throw") return Promise.reject(new Error(`interrupted before transaction ${started}`));
    const { onHang } = interruption;
    return db.$transaction(async (tx) => {
      await body(tx);
      onHang();
      return new Promise(() => undefined);
    }, { ...options, timeout: 600_000 });
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "$transaction") return transaction;
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
