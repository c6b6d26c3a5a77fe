// SaleMonths (decision 123): each unit's counted sales by month, packed a calendar year a row,
// so that a search sums its units' months from one value the database joins, not from a row
// a unit and month (at 2M sales a 10-mile circle's ~670 units held ~16k month rows: 4-7 ms of
// SQLite's time). Written here and read here, so the format has one home. A plain module:
// the import CLI's rebuild writes it.
import { Prisma } from "@/lib/generated/sqlite/client";

/** Bytes of one month's entry: its index (u16), count (u32) and total (u64), big-endian. */
const ENTRY_BYTES = 14;
const TWO_TO_32 = 4_294_967_296;

/** "YYYY-MM" as year × 12 + month − 1. */
const monthIndexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOfIndex = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

/**
 * The rebuild's statement: SaleMonths from SaleSummary's counted month rows (written first).
 * Entries are hex-formatted and decoded back to bytes: neither database packs binary numbers
 * otherwise. Totals are sums of whole pounds (exact as integers below 2^53). `unitYears`: a
 * SELECT of the ("unit", "year") rows to pack (a refresh's), else every unit's every year.
 */
export function packSaleMonthsStatement(dialect: "sqlite" | "postgres", unitYears?: string): string {
  const year = `CAST(substr("period", 1, 4) AS INTEGER)`;
  const month = `CAST(substr("period", 6, 2) AS INTEGER)`;
  const entries =
    dialect === "postgres"
      ? `decode(string_agg(lpad(to_hex(${year} * 12 + ${month} - 1), 4, '0') || lpad(to_hex("count"), 8, '0') || lpad(to_hex(CAST("total" AS BIGINT)), 16, '0'), ''), 'hex')`
      : `unhex(group_concat(printf('%04x%08x%016x', ${year} * 12 + ${month} - 1, "count", CAST("total" AS INTEGER)), ''))`;
  return `INSERT INTO "SaleMonths" ("unit", "year", "months")
     SELECT "unit", ${year}, ${entries}
     FROM "SaleSummary" WHERE "grain" = 'month' AND "counted" = 1${unitYears ? ` AND ("unit", ${year}) IN (${unitYears})` : ""}
     GROUP BY "unit", ${year}`;
}

/**
 * One value: every entry of the units' (a SELECT of "unit") years from `fromMonth`'s on, in
 * no order (each entry names its month).
 */
export function sqlPackedSaleMonths(dialect: "sqlite" | "postgres", units: Prisma.Sql, fromMonth: string): Prisma.Sql {
  const joined = dialect === "postgres" ? Prisma.sql`string_agg("sm"."months", ''::bytea)` : Prisma.sql`unhex(group_concat(hex("sm"."months"), ''))`;
  return Prisma.sql`SELECT ${joined} AS "months" FROM (${units}) AS "units" CROSS JOIN "SaleMonths" AS "sm"
    WHERE "sm"."unit" = "units"."unit" AND "sm"."year" >= ${Number(fromMonth.slice(0, 4))}`;
}

/** The entries of `packed` from `fromMonth` on, summed by month ("YYYY-MM"). */
export function sumPackedSaleMonths(packed: Uint8Array | null, fromMonth: string): Map<string, { count: number; total: number }> {
  const byIndex = new Map<number, { count: number; total: number }>();
  if (packed) {
    const from = monthIndexOf(fromMonth);
    const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
    for (let offset = 0; offset + ENTRY_BYTES <= packed.byteLength; offset += ENTRY_BYTES) {
      const index = view.getUint16(offset);
      if (index < from) continue;
      const count = view.getUint32(offset + 2);
      const total = view.getUint32(offset + 6) * TWO_TO_32 + view.getUint32(offset + 10);
      const sums = byIndex.get(index);
      if (sums) {
        sums.count += count;
        sums.total += total;
      } else byIndex.set(index, { count, total });
    }
  }
  return new Map([...byIndex].map(([index, sums]) => [monthOfIndex(index), sums]));
}
