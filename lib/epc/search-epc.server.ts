import "server-only";
import type { Db } from "@/lib/db/client";
import { getEpcProvider } from "@/lib/providers/epc/get-epc-provider.server";
import type { EpcResponse } from "./schemas";

/** Certificates lodged for one UPRN, newest first. */
export function searchEpcByUprn(db: Db, uprn: string, asOf = new Date()): Promise<EpcResponse> {
  return getEpcProvider(db).search({ kind: "uprn", uprn }, asOf);
}

/** Certificates lodged in one postcode (already normalised), newest first. */
export function searchEpcByPostcode(db: Db, postcode: string, asOf = new Date()): Promise<EpcResponse> {
  return getEpcProvider(db).search({ kind: "postcode", postcode }, asOf);
}
