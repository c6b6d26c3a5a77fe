import { formatDate } from "@/lib/format/format";
import { isCompanyProprietor, isOverseasProprietor } from "./classify-proprietor";
import { findEpcValidUntil } from "./find-epc-valid-until";
import type { ValidationWarning } from "./find-validation-warnings";
import type { TitleReportFacts } from "./types";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function describeTitle(facts: TitleReportFacts): string[] {
  const title = facts.titles[0];
  if (!title) return [`No registered title is linked to UPRN ${facts.uprn} in the data held. Ownership, tenure and charges cannot be confirmed from this report.`];
  const names = title.proprietors.map((p) => p.name);
  const lines = [`Title ${title.titleNumber} is registered with ${title.tenure.toLowerCase()} tenure for ${title.propertyAddress}.`];
  lines.push(names.length ? `The registered proprietor${names.length === 1 ? " is" : "s are"} ${names.join(" and ")}.` : "No proprietor is recorded on the title data held.");
  if (facts.titles.length > 1) lines.push(`${plural(facts.titles.length - 1, "further title is", "further titles are")} registered against the same UPRN: ${facts.titles.slice(1).map((t) => t.titleNumber).join(", ")}.`);
  return lines;
}

function describeOwnership(facts: TitleReportFacts): string[] {
  const owners = facts.titles.flatMap((t) => t.proprietors.map((p) => ({ p, t })));
  const companies = owners.filter(({ p }) => isCompanyProprietor(p));
  const overseas = owners.filter(({ p, t }) => isOverseasProprietor(p, t));
  if (!owners.length) return ["No ownership information is held."];
  if (!companies.length) return ["All registered proprietors appear to be private individuals."];
  const lines = [`${plural(companies.length, "proprietor is a company", "proprietors are companies")}: ${companies.map(({ p }) => (p.companyNumber ? `${p.name} (company number ${p.companyNumber})` : p.name)).join(", ")}.`];
  if (overseas.length) lines.push(`${overseas.map(({ p }) => p.name).join(", ")} ${overseas.length === 1 ? "is an overseas entity" : "are overseas entities"}.`);
  return lines;
}

function describeCharges(facts: TitleReportFacts): string[] {
  const charges = facts.titles.flatMap((t) => t.charges);
  if (!facts.titles.length) return [];
  if (!charges.length) return ["No registered charges are recorded on the title data held."];
  return [`${plural(charges.length, "registered charge is", "registered charges are")} recorded:`, ...charges.map((c) => `- ${c.description}${c.date ? ` (${formatDate(c.date)})` : ""}`)];
}

function describeEnergy(facts: TitleReportFacts, asOf: Date): string[] {
  const epc = facts.epc;
  if (!epc) return ["No Energy Performance Certificate is recorded for this UPRN."];
  const until = findEpcValidUntil(epc);
  const rating = epc.currentRating ? `rated ${epc.currentRating}${epc.currentEfficiency !== null ? ` (${epc.currentEfficiency})` : ""}` : "with no rating recorded";
  const potential = epc.potentialRating ? `, with a potential rating of ${epc.potentialRating}` : "";
  const validity = until ? (until.getTime() < asOf.getTime() ? `It expired on ${formatDate(until)}.` : `It is valid until ${formatDate(until)}.`) : "Its validity date is not recorded.";
  return [`The latest EPC${epc.inspectionDate ? `, from an inspection on ${formatDate(epc.inspectionDate)},` : ""} is ${rating}${potential}. ${validity}`];
}

function describePlanning(facts: TitleReportFacts): string[] {
  const { conservationAreas, listedBuildings, notes } = facts.planning;
  const lines: string[] = [];
  if (conservationAreas) lines.push(conservationAreas.length ? `The property lies in the ${conservationAreas.join(" and ")} conservation area${conservationAreas.length === 1 ? "" : "s"}.` : "The property is not in a conservation area recorded in the data held.");
  if (listedBuildings) {
    const nearest = listedBuildings[0];
    lines.push(nearest ? `The nearest listed building is ${nearest.name} (Grade ${nearest.grade}), ${nearest.distanceMetres} m away.` : "No listed building is recorded nearby.");
  }
  lines.push(...notes);
  if (facts.buildingHeightMetres !== null) lines.push(`The recorded building height is about ${Math.round(facts.buildingHeightMetres)} m.`);
  return lines;
}

/**
 * The deterministic writer of the Professional Legal Analysis: plain sentences from the
 * structured facts and the warnings, the same every time. Used when no language model is
 * configured, and when the configured one fails.
 */
export function writeRulesAnalysis(facts: TitleReportFacts, warnings: ValidationWarning[], asOf: Date): string {
  const sections: [string, string[]][] = [
    ["TITLE", describeTitle(facts)],
    ["OWNERSHIP", describeOwnership(facts)],
    ["CHARGES", describeCharges(facts)],
    ["ENERGY PERFORMANCE", describeEnergy(facts, asOf)],
    ["PLANNING AND BUILDING SAFETY", describePlanning(facts)],
    ["MATTERS TO RAISE", warnings.length ? warnings.map((w, i) => `${i + 1}. ${w.reason} ${w.action}`) : ["No matters were raised by the checks above; the usual searches and enquiries still apply."]],
  ];
  return sections
    .filter(([, lines]) => lines.length)
    .map(([heading, lines]) => `${heading}\n${lines.join("\n")}`)
    .join("\n\n");
}
