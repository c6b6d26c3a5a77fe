import "server-only";
import type { Db } from "@/lib/db/client";
import { matchAddress } from "@/lib/addresses";
import { createDbCandidateSource } from "@/lib/addresses/sources.server";
import { findTitle, findTitlesAtUprn } from "./find-titles.server";
import { ADDRESS_UPLOAD_KIND, type RowResult, type RowStatus, type UploadItem, type UploadKind } from "./schemas";

export type LineOutcome = { status: RowStatus; titleNumber: string | null; result: RowResult };

const empty = (item: UploadItem): RowResult => ({ line: item.line, input: item.text, confidence: null, matchedAddress: null, uprn: null, titles: [], error: null });

/**
 * An address → the matcher's UPRN → the titles registered there. Only a HIGH or MEDIUM match
 * names titles: a LOW guess would name the wrong owner, so it is shown with its address and
 * no title.
 */
async function lookUpAddress(db: Db, item: UploadItem): Promise<LineOutcome> {
  const match = await matchAddress(item.text, createDbCandidateSource(db));
  const candidate = match.match?.candidate ?? null;
  const confidence = match.confidence === "ERROR" || !candidate ? "NONE" : match.confidence;
  const trusted = confidence === "HIGH" || confidence === "MEDIUM";
  const uprn = candidate?.uprn ?? null;
  const titles = trusted && uprn ? await findTitlesAtUprn(db, uprn) : [];
  const result: RowResult = { ...empty(item), confidence, matchedAddress: candidate ? match.suggestedAddress : null, uprn, titles };
  return { status: titles.length > 0 ? "found" : "not_found", titleNumber: titles[0]?.titleNumber ?? null, result };
}

async function lookUpTitle(db: Db, item: UploadItem): Promise<LineOutcome> {
  const title = await findTitle(db, item.text);
  return { status: title ? "found" : "not_found", titleNumber: item.text, result: { ...empty(item), titles: title ? [title] : [] } };
}

/** One line of an upload: a line that could not be read is an error row, never a stop. */
export async function lookUpUploadLine(db: Db, kind: UploadKind, item: UploadItem): Promise<LineOutcome> {
  if (item.error) return { status: "error", titleNumber: null, result: { ...empty(item), error: item.error } };
  return kind === ADDRESS_UPLOAD_KIND ? lookUpAddress(db, item) : lookUpTitle(db, item);
}
