import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { readMarketingFacts } from "@/lib/marketing-report/read-marketing-facts.server";
import { readSurroundings } from "@/lib/marketing-report/read-surroundings.server";
import type { MarketingFacts } from "@/lib/marketing-report/types";
import { valueMarketingHome } from "@/lib/marketing-report/value-marketing-home.server";
import { readOwnershipFlags } from "./read-ownership-flags.server";
import type { LookupOptions } from "./schemas";
import type { PropertyRecord } from "./types";

const label = <T extends { source: string; period: string }>(row: T | null) => (row ? { ...row, demo: row.source === "demo" } : null);

/**
 * Residential or not, as far as a record says: a non-domestic EPC for the UPRN, or a Price
 * Paid sale of type "O" (other: commercial or mixed), marks it non-residential; a domestic
 * EPC or a house/flat sale marks it residential; otherwise unknown (null).
 */
async function readResidential(db: Db, facts: MarketingFacts): Promise<boolean | null> {
  if (facts.epc) return true;
  if (facts.lastSale) return facts.lastSale.propertyType !== "O";
  const nonDomestic = await db.nonDomesticEpc.findFirst({ where: { uprn: facts.uprn }, select: { lmkKey: true } });
  return nonDomestic ? false : null;
}

function describeProperty(facts: MarketingFacts, notes: string[]) {
  const { epc, lastSale, listing, building } = facts;
  if (!epc) notes.push("property.epc: no Energy Performance Certificate is recorded for this UPRN.");
  if (!lastSale) notes.push("property.lastSale: no HM Land Registry Price Paid sale is linked to this UPRN.");
  if (!listing) notes.push("property.bedrooms: no listing records the rooms of this home.");
  if (!building) notes.push("property.building: no OS building is linked to this UPRN.");
  return {
    epc: label(epc),
    lastSale: lastSale && { ...label(lastSale), date: lastSale.date.toISOString().slice(0, 10) },
    rooms: label(listing),
    building: label(building),
  };
}

/** The `local` provider's record of one UPRN, from our tables alone; 404 when we know nothing of it. */
export async function composeLocalRecord(db: Db, uprn: string, options: LookupOptions): Promise<PropertyRecord> {
  const facts = await readMarketingFacts(db, uprn);
  const residential = await readResidential(db, facts);
  if (options.force_residential && residential === false) {
    throw new AppError("not_found", `UPRN ${uprn} is not residential in our data: pass force_residential=false to include non-residential properties.`);
  }
  const notes: string[] = [];
  if (residential === null) notes.push("residential: no record says whether this property is residential.");
  const record: PropertyRecord = { uprn, udprn: null, address: label(facts.address), residential, notes };
  if (!facts.address) notes.push("address: the UPRN is not in our address register.");
  if (options.fields.includes("property")) record.property = describeProperty(facts, notes);
  if (options.fields.includes("premium")) {
    const [{ valuation, note }, ownership] = await Promise.all([valueMarketingHome(db, facts), readOwnershipFlags(db, uprn)]);
    if (note) notes.push(`premium.valuation: ${note}`);
    if (ownership.note) notes.push(`premium.${ownership.note}`);
    record.premium = {
      valuation: valuation && {
        estimatedValue: valuation.estimatedValue,
        confidence: valuation.confidence,
        rentalEstimate: valuation.rentalEstimate,
        rent: valuation.rent,
      },
      ownership: ownership.ownership,
    };
  }
  if (options.fields.includes("surroundings")) {
    const surroundings = await readSurroundings(db, facts);
    if (surroundings.areaNote) notes.push(`surroundings.area: ${surroundings.areaNote}`);
    record.surroundings = surroundings;
  }
  return record;
}
