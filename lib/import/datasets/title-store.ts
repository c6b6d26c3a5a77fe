// Titles and their (up to four) proprietors are one record in CCOD/OCOD: a title is
// unchanged only when its row and its proprietors all are.
import { Prisma, type Proprietor, type Title } from "@/lib/generated/sqlite/client";
import { isSameValue } from "../is-same-value";
import { deleteRowsByKey, isRowChanged, selectRowsByKey, writeRows, type TableSpec } from "../sql-table-store";
import type { RecordStore, Tx } from "../types";

export type TitleWithProprietors = { title: Title; proprietors: Proprietor[] };

const titleSpec: TableSpec<Title> = {
  table: "Title",
  key: "titleNumber",
  columns: ["titleNumber", "tenure", "propertyAddress", "postcode", "uprn", "district", "county", "region", "pricePaid", "dateProprietorAdded", "source", "period"],
  // uprn comes from address matching, never from the file.
  updatable: ["tenure", "propertyAddress", "postcode", "district", "county", "region", "pricePaid", "dateProprietorAdded", "source", "period"],
};

const proprietorSpec: TableSpec<Proprietor> = {
  table: "Proprietor",
  key: "id",
  columns: ["id", "titleNumber", "position", "name", "companyNumber", "category", "countryIncorporated", "address1", "address2", "address3"],
};

const PROPRIETOR_FIELDS = proprietorSpec.columns;

async function selectProprietors(tx: Tx, titleNumbers: string[]): Promise<Map<string, Record<string, unknown>[]>> {
  const byTitle = new Map<string, Record<string, unknown>[]>();
  if (!titleNumbers.length) return byTitle;
  const columns = Prisma.join(PROPRIETOR_FIELDS.map((c) => Prisma.raw(`"${c}"`)));
  const rows = await tx.$queryRaw<Record<string, unknown>[]>(
    Prisma.sql`SELECT ${columns} FROM "Proprietor" WHERE "titleNumber" IN (${Prisma.join(titleNumbers)}) ORDER BY "titleNumber", "position"`,
  );
  for (const row of rows) {
    const key = String(row.titleNumber);
    byTitle.set(key, [...(byTitle.get(key) ?? []), row]);
  }
  return byTitle;
}

function isSameProprietors(next: Proprietor[], stored: Record<string, unknown>[]): boolean {
  if (next.length !== stored.length) return false;
  return next.every((proprietor, i) => PROPRIETOR_FIELDS.every((field) => isSameValue(proprietor[field], stored[i]?.[field])));
}

async function deleteProprietors(tx: Tx, titleNumbers: string[]): Promise<void> {
  if (titleNumbers.length) await tx.$executeRaw(Prisma.sql`DELETE FROM "Proprietor" WHERE "titleNumber" IN (${Prisma.join(titleNumbers)})`);
}

export const storeTitles: RecordStore<TitleWithProprietors> = {
  tables: [titleSpec.table, proprietorSpec.table],
  async upsert(tx, records) {
    const keys = records.map((r) => r.title.titleNumber);
    const storedTitles = await selectRowsByKey(tx, titleSpec.table, titleSpec.key, titleSpec.updatable ?? [], keys);
    const storedProprietors = await selectProprietors(tx, keys.filter((key) => storedTitles.has(key)));
    const inserts: TitleWithProprietors[] = [];
    const updates: TitleWithProprietors[] = [];
    for (const record of records) {
      const stored = storedTitles.get(record.title.titleNumber);
      if (!stored) inserts.push(record);
      else if (isRowChanged(titleSpec, stored, record.title) || !isSameProprietors(record.proprietors, storedProprietors.get(record.title.titleNumber) ?? [])) {
        updates.push(record);
      }
    }
    const changed = [...inserts, ...updates];
    await writeRows(tx, titleSpec, changed.map((r) => r.title));
    // Replace, rather than diff, the proprietors of a changed title: positions can shift.
    await deleteProprietors(tx, updates.map((r) => r.title.titleNumber));
    await writeRows(tx, proprietorSpec, changed.flatMap((r) => r.proprietors));
    return { inserted: inserts.length, updated: updates.length };
  },
  async delete(tx, keys) {
    await deleteProprietors(tx, keys);
    return deleteRowsByKey(tx, titleSpec.table, titleSpec.key, keys);
  },
};
