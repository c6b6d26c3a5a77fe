import "server-only";
import type { Db } from "@/lib/db/client";
import { readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlContainsText, sqlStartsWithText } from "@/lib/db/sql-like";
import { sqlLimit } from "@/lib/db/sql-limit";
import { type Address, Prisma } from "@/lib/generated/sqlite/client";
import { candidateSelect, streetKey, toCandidate } from "./block";
import type { CandidateSource } from "./types";

const TEXT_COLUMNS = ["uprn", "saon", "paon", "street", "locality", "town", "district", "county", "postcode", "singleLine", "source", "period"] as const;
const NUMBER_COLUMNS = ["latitude", "longitude"] as const;
const selected = Prisma.join([...TEXT_COLUMNS, ...NUMBER_COLUMNS, "locationApproximate"].map((column) => Prisma.raw(`"${column}"`)));

export type AddressTextColumn = "saon" | "paon" | "street" | "town" | "postcode";

function toAddress(row: Record<string, unknown>): Address {
  const text = (column: (typeof TEXT_COLUMNS)[number]) => readText(row[column]);
  return {
    uprn: text("uprn") ?? "",
    saon: text("saon"),
    paon: text("paon"),
    street: text("street"),
    locality: text("locality"),
    town: text("town"),
    district: text("district"),
    county: text("county"),
    postcode: text("postcode"),
    singleLine: text("singleLine") ?? "",
    latitude: readNumber(row.latitude),
    longitude: readNumber(row.longitude),
    // A boolean on PostgreSQL, 0/1 on SQLite.
    locationApproximate: row.locationApproximate === true || readNumber(typeof row.locationApproximate === "boolean" ? null : row.locationApproximate) === 1,
    source: text("source") ?? "",
    period: text("period") ?? "",
  };
}

/** True where any of the columns contains the text, literally and ignoring case, on either database. */
export function sqlAnyColumnContains(columns: readonly AddressTextColumn[], text: string): Prisma.Sql {
  return Prisma.sql`(${Prisma.join(
    columns.map((column) => sqlContainsText(Prisma.raw(`"${column}"`), text)),
    " OR ",
  )})`;
}

/**
 * Addresses matching a condition, in UPRN order, at most `limit`. Text conditions go
 * through sqlContainsText rather than Prisma's `contains`, which is case-sensitive on
 * PostgreSQL only and passes % and _ through as wildcards.
 */
export async function findAddressRows(db: Db, where: Prisma.Sql, limit: number): Promise<Address[]> {
  const rows = await db.$queryRaw<Record<string, unknown>[]>(Prisma.sql`SELECT ${selected} FROM "Address" WHERE ${where} ORDER BY "uprn" ${sqlLimit(limit)}`);
  return rows.map(toAddress);
}

const MAX_CANDIDATES = 400;

/** Candidates from the Address register (UPRNs), blocked by postcode or outcode + street. */
export function createDbCandidateSource(db: Db): CandidateSource {
  return {
    async byPostcode(postcode) {
      const rows = await db.address.findMany({ where: { postcode }, select: candidateSelect, take: MAX_CANDIDATES });
      return rows.map(toCandidate);
    },
    async byOutcodeAndStreet(outcode, street) {
      const where = Prisma.sql`${sqlStartsWithText(Prisma.raw('"postcode"'), `${outcode} `)} AND ${sqlContainsText(Prisma.raw('"street"'), streetKey(street))}`;
      return (await findAddressRows(db, where, MAX_CANDIDATES)).map(toCandidate);
    },
    async byStreet(street) {
      return (await findAddressRows(db, sqlContainsText(Prisma.raw('"street"'), streetKey(street)), MAX_CANDIDATES)).map(toCandidate);
    },
  };
}
