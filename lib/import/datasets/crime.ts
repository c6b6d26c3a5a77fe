// police.uk street-level crime CSV (the 12 standard columns).
import { createHash } from "node:crypto";
import type { Crime } from "@/lib/generated/sqlite/client";
import { describeColumnCount, indexHeader, parseDecimal, readText } from "../parse-fields";
import { createTableStore } from "../sql-table-store";
import type { CsvImporter, FileLayout, ParseContext, RowOutcome } from "../types";

export const CRIME_SOURCE = "police-uk";
const HEADER = ["Crime ID", "Month", "Reported by", "Falls within", "Longitude", "Latitude", "Location", "LSOA code", "LSOA name", "Crime type", "Last outcome category", "Context"];

/** The id of a row without a Crime ID (anti-social behaviour has none): a hash of the row. */
export function hashCrimeRow(fields: readonly string[]): string {
  return createHash("sha256").update(fields.join("\u001f")).digest("hex");
}

export function parseCrimeRow(fields: readonly string[], { period }: ParseContext): RowOutcome<Crime> {
  const wrongShape = describeColumnCount(fields, HEADER.length);
  if (wrongShape) return { kind: "reject", reason: wrongShape };
  const [crimeId, month, reportedBy, fallsWithin, longitudeText, latitudeText, location, lsoaCode, lsoaName, crimeType] = fields;
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month?.trim() ?? "")) return { kind: "reject", reason: `unparsable month "${month}"` };
  const type = readText(crimeType);
  if (!type) return { kind: "reject", reason: "missing crime type" };
  // police.uk leaves the location blank when it cannot be mapped; that is data, not an error.
  const longitude = parseDecimal(longitudeText);
  const latitude = parseDecimal(latitudeText);
  const hasLocation = readText(longitudeText) !== null || readText(latitudeText) !== null;
  if (hasLocation && (longitude === null || latitude === null || Math.abs(longitude) > 180 || Math.abs(latitude) > 90)) {
    return { kind: "reject", reason: `unparsable coordinates "${longitudeText}","${latitudeText}"` };
  }
  return {
    kind: "upsert",
    month: month?.trim() ?? null,
    record: {
      id: readText(crimeId) ?? hashCrimeRow(fields),
      month: month?.trim() ?? "",
      reportedBy: readText(reportedBy),
      fallsWithin: readText(fallsWithin),
      longitude,
      latitude,
      location: readText(location),
      lsoaCode: readText(lsoaCode),
      lsoaName: readText(lsoaName),
      crimeType: type,
      lastOutcome: readText(fields[10]),
      source: CRIME_SOURCE,
      period,
    },
  };
}

/**
 * Identical rows without a Crime ID are separate incidents (two anti-social behaviour
 * reports on the same street in the same month), so the 2nd, 3rd… copy of a row in a
 * file gets "-2", "-3"… after its hash: counts survive and re-imports stay stable.
 */
function numberRepeatedHashes(parse: typeof parseCrimeRow): typeof parseCrimeRow {
  const seen = new Map<string, number>();
  return (fields, context) => {
    const outcome = parse(fields, context);
    if (outcome.kind !== "upsert" || readText(fields[0]) !== null) return outcome;
    const copies = (seen.get(outcome.record.id) ?? 0) + 1;
    seen.set(outcome.record.id, copies);
    if (copies > 1) outcome.record.id = `${outcome.record.id}-${copies}`;
    return outcome;
  };
}

function startCrime(firstRow: readonly string[]): FileLayout<readonly string[], Crime> {
  const at = indexHeader(firstRow);
  const missing = HEADER.filter((name, i) => at(name) !== i);
  if (missing.length) throw new Error(`Not a police.uk street crime file: expected the header ${HEADER.join(",")}`);
  return { source: CRIME_SOURCE, headerRow: true, periodStyle: "range", parse: numberRepeatedHashes(parseCrimeRow) };
}

export const crimeImporter: CsvImporter<Crime> = {
  dataset: "crime",
  format: "csv",
  startCsv: startCrime,
  keyOf: (crime) => crime.id,
  store: createTableStore<Crime>({
    table: "Crime",
    key: "id",
    columns: ["id", "month", "reportedBy", "fallsWithin", "longitude", "latitude", "location", "lsoaCode", "lsoaName", "crimeType", "lastOutcome", "source", "period"],
  }),
};
