// The import bench's ceiling (import-throughput.ts): a table shaped like Sale, which the
// databases' own CSV loaders (`sqlite3 .import`, `psql \copy`) fill from the Price Paid file
// as it is. It has the CSV's columns, Sale's key, and Sale's secondary indexes column for
// column. Where Sale's column is not in the CSV, or is named otherwise, its stand-in is
// indexed in its place (SALE_STAND_INS). A test (tests/bench/sale-shaped-table.test.ts)
// compares these indexes with the migrated schema's on both databases: without it, they
// stayed as Sale's were on 26 Nov 2026 while three of Sale's were widened (decision 150).

export const SHAPED_TABLE = "ppd";

const SHAPED_COLUMNS = "id TEXT PRIMARY KEY, price INTEGER, date TEXT, postcode TEXT, type TEXT, new TEXT, duration TEXT, paon TEXT, saon TEXT, street TEXT, locality TEXT, town TEXT, district TEXT, county TEXT, category TEXT, status TEXT";

/**
 * The CSV column an index of the ceiling reads in place of each of Sale's columns the CSV
 * names otherwise or does not carry: district for the outward code (both group postcodes),
 * and status, the same on every row, for the UPRN, null on every row at import.
 */
export const SALE_STAND_INS: Readonly<Record<string, string>> = { transactionId: "id", propertyType: "type", outcode: "district", uprn: "status" };

/** Sale's secondary indexes (prisma/models.prisma), over the CSV's columns. */
export const SHAPED_INDEXES: readonly (readonly string[])[] = [
  ["postcode", "date", "type", "category", "price"],
  ["district", "date", "type", "category", "price", "postcode"],
  ["date", "postcode"],
  ["status", "date"],
];

/** Sale's index columns as the ceiling indexes them. */
export function toShapedColumns(saleColumns: readonly string[]): string[] {
  return saleColumns.map((column) => SALE_STAND_INS[column] ?? column);
}

/** The statements that make the ceiling's table and its indexes (SQLite and PostgreSQL alike). */
export function createShapedTableSql(): string {
  const indexes = SHAPED_INDEXES.map((columns) => `CREATE INDEX ${SHAPED_TABLE}_${columns.join("_")} ON ${SHAPED_TABLE} (${columns.join(", ")})`);
  return [`CREATE TABLE ${SHAPED_TABLE} (${SHAPED_COLUMNS})`, ...indexes].join("; ") + ";";
}
