import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { describePpdType, isResidentialPpdType } from "@/lib/property/ppd-types";
import { assessRebuild } from "@/lib/rebuild/assess-rebuild.server";
import { getValuation } from "@/lib/valuation/get-valuation.server";
import { toPropertyType } from "@/lib/valuation/property-types";
import { findTitle } from "./find-titles.server";
import type { TitleResult } from "./schemas";

/** A figure with where it comes from and when; a figure we cannot give is null with the reason. */
export type LabelledFigure<T> = { value: T | null; source: string | null; date: string | null; note: string | null };

const TITLE_SOURCES: Record<string, string> = {
  "hmlr-ccod": "HM Land Registry, UK companies that own property (CCOD)",
  "hmlr-ocod": "HM Land Registry, overseas companies that own property (OCOD)",
  demo: "Demo data (synthetic)",
};

const missing = <T>(note: string): LabelledFigure<T> => ({ value: null, source: null, date: null, note });
// A 4xx from another feature's function is a reason we cannot give the figure, not a failure.
const reasonOf = (error: unknown) => (error instanceof AppError && error.status < 500 ? error.message : null);

function describeTitle(title: TitleResult): string {
  const owners = title.proprietors.map((p) => (p.companyNumber ? `${p.name} (company ${p.companyNumber})` : p.name)).join("; ");
  return `${title.tenure} title ${title.titleNumber}: ${title.propertyAddress}.${owners ? ` Proprietor${title.proprietors.length > 1 ? "s" : ""}: ${owners}.` : ""}`;
}

/**
 * POST /api/title-details/lookup: the title's register summary, and for its property (the UPRN
 * the register links it to) the rebuild estimate and the valuation, through those features'
 * own server functions. What our data cannot give is null with the reason, never invented.
 */
export async function getTitleDetails(db: Db, titleNumber: string) {
  const [title, row] = await Promise.all([findTitle(db, titleNumber), db.title.findUnique({ where: { titleNumber }, select: { uprn: true, postcode: true } })]);
  if (!title || !row) throw notFound(`No title ${titleNumber} was found in the title register.`);
  const description: LabelledFigure<string> = { value: describeTitle(title), source: TITLE_SOURCES[title.source] ?? title.source, date: title.period, note: null };
  const uprn = row.uprn;
  if (!uprn) {
    const note = "The register does not link this title to a property (no UPRN), so it has no rebuild estimate or valuation.";
    return { titleNumber, uprn: null, description, rebuildValue: missing<number>(note), currentValue: missing<number>(note), propertyType: missing<string>(note) };
  }
  const lastSale = await db.sale.findFirst({ where: { uprn }, orderBy: { date: "desc" }, select: { propertyType: true, date: true, source: true } });
  const rebuild = await assessRebuild(db, uprn, {}).catch((error: unknown) => {
    const reason = reasonOf(error);
    if (reason === null) throw error;
    return reason;
  });
  const rebuildValue: LabelledFigure<number> =
    typeof rebuild === "string"
      ? missing(`No rebuild estimate: ${rebuild}`)
      : { value: rebuild.assessment.estimatedRebuildCost, source: `Rebuild rates: ${rebuild.rebuildCost.rate.source}`, date: rebuild.assessment.assessmentDate, note: rebuild.rebuildCost.rate.indicative ? "Indicative rates, not BCIS." : null };

  const saleType = lastSale && isResidentialPpdType(lastSale.propertyType) ? lastSale.propertyType : null;
  const propertyType: LabelledFigure<string> = saleType
    ? { value: describePpdType(saleType), source: "HM Land Registry Price Paid (latest sale)", date: lastSale!.date.toISOString().slice(0, 10), note: null }
    : typeof rebuild !== "string"
      ? { value: rebuild.property.attributes.property_type, source: "Rebuild assessment (EPC)", date: rebuild.assessment.assessmentDate, note: null }
      : missing("No sale or EPC records the property's type.");

  let currentValue: LabelledFigure<number> = missing("Not valued: no HM Land Registry sale records the home's type.");
  const postcode = row.postcode;
  if (saleType && postcode) {
    try {
      const valuation = await getValuation(db, { postcode, propertyType: toPropertyType(saleType), uprn });
      currentValue = { value: valuation.estimatedValue, source: `Automated valuation from HM Land Registry Price Paid sales ${valuation.searchArea} (${valuation.dataPeriod})`, date: valuation.valuationDate, note: null };
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === null) throw error;
      currentValue = missing(`Not valued: ${reason}`);
    }
  }
  return { titleNumber, uprn, description, rebuildValue, currentValue, propertyType };
}
export type TitleDetails = Awaited<ReturnType<typeof getTitleDetails>>;
