import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { readTitleReportFacts } from "@/lib/title-report/read-title-report-facts.server";
import { summariseTitleRegister } from "./summarise-title-register";

/** The register summary of a UPRN's titles; 404 when no title is linked to it. */
export async function getTitleRegister(db: Db, uprn: string) {
  const summary = summariseTitleRegister(await readTitleReportFacts(db, uprn));
  if (!summary.titles.length) throw notFound(`No HM Land Registry title is linked to UPRN ${uprn}.`);
  return summary;
}
