import { formatGbp, formatPercent } from "@/lib/format/format";
import { describeMonthRange } from "@/lib/area/describe-months";
import { SAFE_CRIME_RATE, councilTaxSchema, parseJsonField, type AreaAnalysis, type AreaContext } from "@/lib/area/schemas";

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

/** Spec §2: "a relatively safe environment" below 15 crimes per 1,000, otherwise "a moderate" one. */
export function describeSafety(crimeRate: number): string {
  return crimeRate < SAFE_CRIME_RATE ? "a relatively safe environment" : "a moderate environment in terms of safety";
}

/** The generated Area Summary paragraph, from the figures shown (never from figures the data lacks). */
export function buildAreaSummary(analysis: AreaAnalysis, context: AreaContext | null): string {
  const { area, sales, crime } = analysis;
  const place = area.authority ? `${area.label} (${area.authority})` : area.label;
  const sentences: string[] = [context?.areaType ? `${place} is ${article(context.areaType)} ${context.areaType} area.` : `This is an analysis of ${place}.`];

  if (analysis.averagePrice !== null) {
    const change = analysis.priceChange === null ? "" : `, ${formatPercent(analysis.priceChange)} on the 12 months before`;
    sentences.push(`Homes sold for an average of ${formatGbp(analysis.averagePrice)}${sales.period ? ` (HM Land Registry, ${sales.period})` : ""}${change}.`);
  } else {
    sentences.push("The bundled sales data has no sales for this area.");
  }
  if (analysis.averageRent !== null) sentences.push(`Rents average ${formatGbp(analysis.averageRent)} a month${analysis.rent.demo ? " (demo data)" : ""}.`);

  if (analysis.crimeRate !== null) {
    const period = crime.fromMonth && crime.toMonth ? `, police.uk ${describeMonthRange(crime.fromMonth, crime.toMonth)}` : "";
    const top = crime.topTypes[0] ? ` The most common category is ${crime.topTypes[0].type.toLowerCase()}.` : "";
    sentences.push(`With an estimated ${analysis.crimeRate.toFixed(1)} crimes per 1,000 residents a year${period}, the area has ${describeSafety(analysis.crimeRate)}.${top}`);
  } else {
    sentences.push("The bundled crime data does not cover this area, so no safety assessment is made.");
  }

  if (context) {
    if (context.constraintsConservation === true) {
      const names = context.conservationAreas.map((a) => a.name).join(", ");
      sentences.push(`It lies within ${names ? `the ${names}` : "a"} conservation area, so extra planning controls apply.`);
    } else if (context.constraintsConservation === false) {
      sentences.push("It is not in a conservation area.");
    }
    const tax = parseJsonField(context.councilTax, councilTaxSchema);
    if (tax) sentences.push(`Band A council tax is ${formatGbp(tax.band_a_annual, { pence: true })} a year (${tax.authority}, ${tax.year}).`);
  }
  return sentences.join(" ");
}
