import { DEMO_SOURCE } from "@/lib/property/source-names";
import type { PropertyFacts } from "./types";

type Part = { source: string } | null;

/** Our record unless we hold none, or only synthetic demo data and the vendor has a real one. */
function prefer<T extends Part>(local: T, vendor: T): T {
  if (local && local.source !== DEMO_SOURCE) return local;
  return vendor ?? local;
}

/**
 * The home's facts with the live vendor filling what our data lacks, part by part (an
 * address, a sale, energy facts, rooms): each part keeps its own source, so the report
 * names the vendor on every figure it gave. Our registers win where both answer.
 */
export function enrichFacts(uprn: string, local: PropertyFacts | null, vendor: PropertyFacts | null): PropertyFacts {
  const listing =
    local?.listing && local.listing.source !== DEMO_SOURCE && local.listing.bedrooms !== null ? local.listing : (vendor?.listing ?? local?.listing ?? null);
  return {
    uprn,
    address: prefer(local?.address ?? null, vendor?.address ?? null),
    lastSale: prefer(local?.lastSale ?? null, vendor?.lastSale ?? null),
    epc: prefer(local?.epc ?? null, vendor?.epc ?? null),
    listing,
    building: prefer(local?.building ?? null, vendor?.building ?? null),
  };
}
