import { formatDate, formatGbp } from "@/lib/format/format";
import type { PropertyReportFacts } from "./property-report-facts";

// A Market Rent valuation is a rent, not a property value (issue 12).
const isRent = (type: string | null) => /rent/i.test(type ?? "");

/** The rules writer: plain sentences from the facts only, one paragraph each. */
export function writeRulesPropertyAnalysis(facts: PropertyReportFacts): string[] {
  const paragraphs: string[] = [];
  const { property, register } = facts;
  paragraphs.push(
    property
      ? `Title ${facts.titleNumber} (${property.tenure ?? "tenure not recorded"}) is held in ${facts.clientName}'s portfolio at ${[property.address, property.city, property.postcode].filter(Boolean).join(", ")}.`
      : `Title ${facts.titleNumber} has valuations or charges in ${facts.clientName}'s portfolio but no property row.`,
  );
  if (property && (!property.postcode || property.address.length < 10)) paragraphs.push("The address is incomplete (no postcode or a very short address): correct it before relying on register searches.");
  if (register) {
    const owners = register.proprietors.map((p) => p.name).join(", ");
    paragraphs.push(owners ? `The title register names ${owners} as proprietor${register.proprietors.length > 1 ? "s" : ""}.` : "The title register lists no proprietor for this title.");
  } else paragraphs.push("The title is not in the loaded title register, so the proprietor could not be confirmed.");
  const value = facts.valuations.find((v) => v.currentValue !== null && !isRent(v.valuationType));
  const rent = facts.valuations.find((v) => v.currentValue !== null && isRent(v.valuationType));
  if (value) paragraphs.push(`The latest property value on record is ${formatGbp(value.currentValue)}${value.valuationDate ? ` (${formatDate(value.valuationDate)})` : ""}${value.previousValue ? `, against ${formatGbp(value.previousValue)} previously` : ""}.`);
  if (rent) paragraphs.push(`A market rent of ${formatGbp(rent.currentValue)} a year is recorded${rent.valuationDate ? ` (${formatDate(rent.valuationDate)})` : ""}.`);
  if (!value) paragraphs.push(rent ? "No property value is recorded for this title, only the rent." : "No valuation is recorded for this title.");
  const open = facts.charges.filter((c) => c.status === "Open");
  paragraphs.push(
    open.length > 0
      ? `${open.length} open charge${open.length > 1 ? "s" : ""} ${open.length > 1 ? "are" : "is"} registered: ${open.map((c) => `${c.lender ?? "lender not recorded"}${c.amountSecured ? ` securing ${formatGbp(c.amountSecured)}` : ""}`).join("; ")}. Redemption should be confirmed before any disposal.`
      : "No open charge is recorded against this title.",
  );
  return paragraphs;
}
