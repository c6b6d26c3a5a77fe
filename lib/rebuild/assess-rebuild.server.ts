import "server-only";
import type { Db } from "@/lib/db/client";
import { badRequest } from "@/lib/errors/app-error";
import { buildRebuildAssessment } from "./build-rebuild-assessment";
import { chooseRebuildRate } from "./choose-rebuild-rate.server";
import { classifyBuildPeriod, classifyRebuildType } from "./classify-rebuild-property";
import { readRebuildFacts } from "./read-rebuild-facts.server";
import type { RebuildAssessment, RebuildQuery } from "./schemas";

/**
 * GET /api/services/insurance-rebuild/{uprn}: the rebuild assessment from our facts, with
 * what the person entered filling gaps (or correcting the EPC). A fact we lack and they did
 * not give is a 400 that says which to enter.
 */
export async function assessRebuild(db: Db, uprn: string, query: RebuildQuery, asOf = new Date()): Promise<RebuildAssessment> {
  const facts = await readRebuildFacts(db, uprn);
  const propertyType = query.propertyType ?? classifyRebuildType(facts.epc, facts.lastSaleType);
  if (!propertyType) throw badRequest(`We hold no property type for UPRN ${uprn}: choose the property type (detached, semi-detached, terraced, bungalow or flat).`);
  const buildPeriod = query.buildPeriod ?? classifyBuildPeriod(facts.epc?.constructionAgeBand ?? null);
  if (!buildPeriod) throw badRequest(`We hold no build period for UPRN ${uprn}: choose when it was built.`);
  const epcArea = facts.epc?.totalFloorArea ?? null;
  if (query.floorArea === undefined && (epcArea === null || epcArea <= 0)) {
    throw badRequest(`We hold no floor area for UPRN ${uprn} (no EPC records one): enter the gross external floor area in m².`);
  }
  const rate = await chooseRebuildRate(db, propertyType, buildPeriod, { titleRegion: facts.titleRegion, epcRegion: facts.epc?.region, postcode: facts.address?.postcode });
  return buildRebuildAssessment({ facts, propertyType, buildPeriod, enteredFloorArea: query.floorArea ?? null, rate, asOf });
}
