import type { EpcResponse } from "@/lib/epc/schemas";

/** What the register is searched by: one property's UPRN, or a whole postcode (normalised). */
export type EpcQuery = { kind: "uprn"; uprn: string } | { kind: "postcode"; postcode: string };

/**
 * The EPC register, behind one interface: our database (the register's bulk export and
 * the demo layer) or the live EPC data service. Rows newest first, at most EPC_MAX_ROWS,
 * with `total` counting every match; `asOf` decides which have expired.
 */
export interface EpcProvider {
  search(query: EpcQuery, asOf: Date): Promise<EpcResponse>;
}
