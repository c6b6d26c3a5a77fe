import "server-only";
import type { Db } from "@/lib/db/client";
import { readTitleReportFacts } from "@/lib/title-report/read-title-report-facts.server";
import { checkCompliance } from "./check-compliance";

/** The compliance checks of a UPRN; 404 when we know nothing of it. */
export async function getCompliance(db: Db, uprn: string, asOf = new Date()) {
  return checkCompliance(await readTitleReportFacts(db, uprn), asOf);
}
