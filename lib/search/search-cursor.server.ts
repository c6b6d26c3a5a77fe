import "server-only";
import { createHash } from "node:crypto";
import { badRequest } from "@/lib/errors/app-error";
import type { SearchQuery } from "./schemas";

/**
 * Where the next page starts: the segment of the order (docs/decisions/111) and the sort
 * value and key of the last row shown. The value is an ISO date, a number, or null in the
 * segments of rows without the figure.
 */
export type SearchPosition = { segment: number; value: string | number | null; key: string };
/** What a segment sorts by: a date, a whole number (prices), a number, or nothing (rows without the figure, by key). */
export type SegmentValueKind = "date" | "integer" | "number" | "none";

const MAX_INTEGER = 2_147_483_647; // the databases' INTEGER columns

/** Whether a cursor's value is one the segment's column can be compared with (else the database would fail, a 500). */
function valueFits(value: unknown, kind: SegmentValueKind | undefined): boolean {
  if (kind === "none") return value === null;
  if (kind === "integer") return Number.isInteger(value) && Math.abs(value as number) <= MAX_INTEGER;
  if (kind === "number") return typeof value === "number" && Number.isFinite(value) && Math.abs(value) < 1e15;
  if (kind !== "date" || typeof value !== "string") return false;
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

const VERSION = 1;
const INVALID = "The cursor is not one this search gave (it was changed, or belongs to another search or sort): leave it out to start from the first page.";

/** What a cursor is bound to: the search and its order, not the page size. */
function fingerprintOf(query: SearchQuery): string {
  // JSON leaves undefined out, so the page size and the cursor itself play no part.
  return createHash("sha256").update(JSON.stringify({ ...query, cursor: undefined, pageSize: undefined })).digest("base64url").slice(0, 12);
}

/** The opaque cursor of a position within the answer to `query`. */
export function encodeSearchCursor(query: SearchQuery, position: SearchPosition): string {
  return Buffer.from(JSON.stringify([VERSION, fingerprintOf(query), position.segment, position.value, position.key])).toString("base64url");
}

/** The position a cursor names, checked against the search it is sent with; anything else is a 400. */
export function decodeSearchCursor(query: SearchQuery, segmentKinds: readonly SegmentValueKind[]): SearchPosition | null {
  if (query.cursor === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(query.cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(INVALID);
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw badRequest(INVALID);
  const [version, fingerprint, segment, value, key] = parsed as unknown[];
  if (version !== VERSION || fingerprint !== fingerprintOf(query) || typeof segment !== "number" || !valueFits(value, segmentKinds[segment]) || typeof key !== "string" || !key) {
    throw badRequest(INVALID);
  }
  return { segment, value: value as SearchPosition["value"], key };
}
