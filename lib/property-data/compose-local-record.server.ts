import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { describePropertyGroup, startRecord } from "./compose-record";
import { readLocalFacts } from "./read-local-facts.server";
import { readOwnershipFlags } from "./read-ownership-flags.server";
import { readSurroundings } from "./read-surroundings.server";
import type { LookupOptions } from "./schemas";
import type { PropertyFacts, PropertyRecord } from "./types";
import { valueProperty } from "./value-property.server";

/**
 * Residential or not, as far as a record says: a non-domestic EPC for the UPRN, or a Price
 * Paid sale of type "O" (other: commercial or mixed), marks it non-residential; a domestic
 * EPC or a house/flat sale marks it residential; otherwise unknown (null).
 */
async function readResidential(db: Db, facts: PropertyFacts): Promise<boolean | null> {
  if (facts.epc) return true;
  if (facts.lastSale) return facts.lastSale.propertyType !== "O";
  const nonDomestic = await db.nonDomesticEpc.findFirst({ where: { uprn: facts.uprn }, select: { lmkKey: true } });
  return nonDomestic ? false : null;
}

/** The `local` provider's record of one UPRN, from our tables alone; 404 when we know nothing of it. */
export async function composeLocalRecord(db: Db, uprn: string, options: LookupOptions): Promise<PropertyRecord> {
  const facts = await readLocalFacts(db, uprn);
  const residential = await readResidential(db, facts);
  if (options.force_residential && residential === false) {
    throw new AppError("not_found", `UPRN ${uprn} is not residential in our data: pass force_residential=false to include non-residential properties.`);
  }
  const notes: string[] = [];
  const record = startRecord(facts, residential, notes);
  if (options.fields.includes("property")) record.property = describePropertyGroup(facts, notes);
  if (options.fields.includes("premium")) {
    const [{ valuation, note }, ownership] = await Promise.all([valueProperty(db, facts), readOwnershipFlags(db, uprn)]);
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
