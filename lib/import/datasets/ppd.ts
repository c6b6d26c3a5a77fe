// HM Land Registry Price Paid Data: the bulk 16-column CSV (no header) and the monthly
// update file, whose record status column says A add, C change or D delete.
import type { Sale } from "@/lib/generated/sqlite/client";
import { describeColumnCount, parseIsoDate, parseInteger, readText } from "../parse-fields";
import { splitPostcode } from "@/lib/postcode/normalise-postcode";
import { isPpdType } from "@/lib/property/ppd-types";
import { matchesAddressKeyAsWritten, selectUniqueAddressKeys } from "../link-sales-to-uprns";
import { createTableStore, type TableSpec } from "../sql-table-store";
import type { CsvImporter, FileLayout, ParseContext, RowOutcome } from "../types";

export const PPD_SOURCE = "hmlr-ppd";
const COLUMNS = 16;
// ~29M rows nationally: 50,000 a statement keeps a batch's transaction to a second or so.
const PPD_BATCH_SIZE = 50_000;
const TRANSACTION_ID = /^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/i;
const PUBLISHED_TRANSACTION_ID = /^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/;
const TENURES = new Set(["F", "L", "U"]);
const CATEGORIES = new Set(["A", "B"]);

/** A one-letter code, trimmed and in upper case: as published ("A", "F", "Y") it is its own value, and no copy is made. */
function readCode(value: string | undefined): string {
  return value !== undefined && value.length === 1 && value >= "A" && value <= "Z" ? value : (value ?? "").trim().toUpperCase();
}

export function parsePpdRow(fields: readonly string[], { period }: ParseContext): RowOutcome<Sale> {
  const wrongShape = describeColumnCount(fields, COLUMNS);
  if (wrongShape) return { kind: "reject", reason: wrongShape };
  const [id, priceText, dateText, postcodeText, type, oldNew, duration, paon, saon, street, locality, town, district, county, category, status] = fields;
  // As published (in upper case, nothing around it) the id is its own key: no copy of it made.
  const transactionId = id !== undefined && PUBLISHED_TRANSACTION_ID.test(id) ? id : (id ?? "").trim().toUpperCase();
  if (!TRANSACTION_ID.test(transactionId)) return { kind: "reject", reason: `invalid transaction id "${id}"` };
  const recordStatus = readCode(status);
  if (recordStatus === "D") return { kind: "delete", key: transactionId };
  if (recordStatus !== "A" && recordStatus !== "C") return { kind: "reject", reason: `unknown record status "${status}"` };

  const price = parseInteger(priceText);
  if (price === null || price <= 0) return { kind: "reject", reason: `unparsable price "${priceText}"` };
  const date = parseIsoDate(dateText);
  if (!date) return { kind: "reject", reason: `unparsable date "${dateText}"` };
  // A blank postcode is genuine (some transfers have none); a malformed one is an error.
  const postcode = readText(postcodeText) === null ? null : splitPostcode(postcodeText ?? "");
  if (readText(postcodeText) !== null && !postcode) return { kind: "reject", reason: `invalid postcode "${postcodeText}"` };
  const propertyType = readCode(type);
  if (!isPpdType(propertyType)) return { kind: "reject", reason: `unknown property type "${type}"` };
  const newBuild = readCode(oldNew);
  if (newBuild !== "Y" && newBuild !== "N") return { kind: "reject", reason: `unknown old/new flag "${oldNew}"` };
  const tenure = readCode(duration);
  if (!TENURES.has(tenure)) return { kind: "reject", reason: `unknown duration "${duration}"` };
  const ppdCategory = readCode(category);
  if (!CATEGORIES.has(ppdCategory)) return { kind: "reject", reason: `unknown PPD category "${category}"` };

  return {
    kind: "upsert",
    // parseIsoDate accepted it, so the text starts "YYYY-MM": cheaper than formatting the Date.
    month: (dateText ?? "").trim().slice(0, 7),
    record: {
      transactionId,
      price,
      date,
      postcode: postcode?.postcode ?? null,
      outcode: postcode?.outcode ?? null,
      propertyType,
      newBuild: newBuild === "Y",
      tenure,
      paon: readText(paon),
      saon: readText(saon),
      street: readText(street),
      locality: readText(locality),
      town: readText(town),
      district: readText(district),
      county: readText(county),
      category: ppdCategory,
      uprn: null,
      source: PPD_SOURCE,
      period,
    },
  };
}

function startPpd(firstRow: readonly string[]): FileLayout<readonly string[], Sale> {
  // The bulk files have no header; the report-builder and some re-published copies add
  // one ("transaction,price,…" or "Transaction unique identifier,Price,…").
  const headerRow = !TRANSACTION_ID.test((firstRow[0] ?? "").trim()) && parseInteger(firstRow[1]) === null;
  return { source: PPD_SOURCE, headerRow, periodStyle: "range", parse: parsePpdRow };
}

/** Sale as the importer writes it (exported for the tests that compare the bulk path with the old one). */
export const SALE_TABLE: TableSpec<Sale> = {
  table: "Sale",
  key: "transactionId",
  columns: ["transactionId", "price", "date", "postcode", "outcode", "propertyType", "newBuild", "tenure", "paon", "saon", "street", "locality", "town", "district", "county", "category", "uprn", "source", "period"],
  // Every row carries the file's period, which the single-pass load knows only at the end.
  periodColumn: "period",
  // A month's national file into a national table: each batch's entries go into the
  // (postcode, …) and (outcode, …) indexes in their order, not the file's (decision 136).
  insertOrder: ["postcode", "date"],
  // The sale summaries and the kept counts by county group by these: a load smaller than the table refreshes only what it touched (decisions 126, 128).
  touches: { postcode: "postcode", date: "date", county: "county", outcode: "outcode" },
  // uprn is filled in by address matching after the import; a re-import must not clear it.
  updatable: ["price", "date", "postcode", "outcode", "propertyType", "newBuild", "tenure", "paon", "saon", "street", "locality", "town", "district", "county", "category", "source", "period"],
  // A new sale whose address key is one address's gets its UPRN as it is written, by the
  // rule the linker's exact pass would apply to it right after: written once, not inserted
  // and then updated (the update rewrote every new row and its index entries).
  fillOnInsert: {
    column: "uprn",
    lookup: (rows) => selectUniqueAddressKeys(`SELECT "postcode" FROM ${rows} WHERE "postcode" IS NOT NULL`),
    lookupKey: ["postcode", "paon", "street", "saon"],
    joins: ["postcode", "paon", "street", "saon"],
    on: matchesAddressKeyAsWritten("s", "k"),
    value: `k."uprn"`,
  },
};

export const ppdImporter: CsvImporter<Sale> = {
  dataset: "ppd",
  format: "csv",
  startCsv: startPpd,
  keyOf: (sale) => sale.transactionId,
  store: createTableStore(SALE_TABLE, { batchSize: PPD_BATCH_SIZE }),
};
