import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { writeLog } from "@/lib/log/write-log";
import { getLivePropertyData } from "@/lib/providers/property-data/get-live-property-data.server";
import { enrichFacts } from "./enrich-facts";
import { readLocalFacts } from "./read-local-facts.server";
import { readSurroundings } from "./read-surroundings.server";
import type { PropertyFacts, SurroundingFacts, ValuationOutcome } from "./types";
import { valueProperty } from "./value-property.server";

export type PropertyProfile = { facts: PropertyFacts; valuation: ValuationOutcome; surroundings: SurroundingFacts; providers: string[] };

const localOrNull = (db: Db, uprn: string) =>
  readLocalFacts(db, uprn).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });

/**
 * What the provider layer knows of one home, for the reports that describe it: the `local`
 * provider's facts, filled in by the live vendor when one is configured (its lookup by
 * UPRN, as part 1 §7 has the marketing report reuse), then valued and placed in its area.
 * A vendor that fails never fails the report: it is logged and our data answers alone.
 */
export async function readPropertyProfile(db: Db, uprn: string): Promise<PropertyProfile> {
  const live = getLivePropertyData();
  const [local, vendor] = await Promise.all([
    localOrNull(db, uprn),
    live
      ? live.lookup("uprn", uprn, { fields: ["property"], forceResidential: false }).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          writeLog({ level: "warn", msg: "property data: the live provider failed; the report uses our data alone", provider: live.name, error: error.message });
          return null;
        })
      : null,
  ]);
  if (!local && !vendor) throw notFound(`No property with UPRN ${uprn} was found.`);
  const facts = enrichFacts(uprn, local, vendor?.facts ?? null);
  const [valuation, surroundings] = await Promise.all([valueProperty(db, facts), readSurroundings(db, facts)]);
  return { facts, valuation, surroundings, providers: ["local", ...(vendor && live ? [live.name] : [])] };
}
