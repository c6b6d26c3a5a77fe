import type { Prisma } from "@/lib/generated/sqlite/client";
import { insertRowsInto } from "@/lib/db/insert-rows";
import type * as Rows from "./demo-rows";

/** The tables the demo writes (Prisma model name = table name) and the row each takes. */
type DemoTables = {
  Address: Rows.AddressRow;
  EpcCertificate: Rows.EpcRow;
  Listing: Rows.ListingRow;
  Rent: Rows.RentRow;
  Building: Rows.BuildingRow;
  Title: Rows.TitleRow;
  Proprietor: Rows.ProprietorRow;
  TitleCharge: Rows.TitleChargeRow;
  PortfolioProperty: Rows.PortfolioPropertyRow;
  Valuation: Rows.ValuationRow;
  Charge: Rows.ChargeRow;
  AssetTraceEntry: Rows.AssetTraceRow;
  ChargedProperty: Rows.ChargedPropertyRow;
};

/** INSERTs complete rows into one demo table (lib/db/insert-rows.ts); every row has the columns of the first. */
export async function insertRows<K extends keyof DemoTables>(tx: Prisma.TransactionClient, table: K, typedRows: readonly DemoTables[K][]): Promise<void> {
  await insertRowsInto(tx, table, typedRows);
}
