import { DEMO_SOURCE } from "@/lib/property/source-names";
import type { PropertyFacts, PropertyRecord } from "./types";

// The parts of a provider record both providers build alike, so /api/local/… and the live
// vendor's /api/{name}/… answer one shape.

export const labelSourced = <T extends { source: string; period: string }>(row: T | null) => (row ? { ...row, demo: row.source === DEMO_SOURCE } : null);

/** The record's head: UPRN, address and residential flag; the groups are added by the caller. */
export function startRecord(facts: PropertyFacts, residential: boolean | null, notes: string[], udprn: string | null = null): PropertyRecord {
  if (!facts.address) notes.push("address: the provider holds no address for this UPRN.");
  if (residential === null) notes.push("residential: no record says whether this property is residential.");
  return { uprn: facts.uprn, udprn, address: labelSourced(facts.address), residential, notes };
}

/** The property group: energy certificate, last sale, rooms and building, each sourced or null with a reason. */
export function describePropertyGroup(facts: PropertyFacts, notes: string[]) {
  const { epc, lastSale, listing, building } = facts;
  if (!epc) notes.push("property.epc: no Energy Performance Certificate facts are held for this UPRN.");
  if (!lastSale) notes.push("property.lastSale: no sale is recorded for this UPRN.");
  if (!listing) notes.push("property.bedrooms: no record gives the rooms of this home.");
  if (!building) notes.push("property.building: no building is linked to this UPRN.");
  return {
    epc: labelSourced(epc),
    lastSale: lastSale && { ...labelSourced(lastSale), date: lastSale.date.toISOString().slice(0, 10) },
    rooms: labelSourced(listing),
    building: labelSourced(building),
  };
}
