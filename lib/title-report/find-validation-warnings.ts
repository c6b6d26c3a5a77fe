import { formatDate } from "@/lib/format/format";
import { isCompanyProprietor, isOverseasProprietor } from "./classify-proprietor";
import { findEpcValidUntil } from "./find-epc-valid-until";
import type { TitleReportFacts } from "./types";

export type WarningCode =
  | "no_title"
  | "several_titles"
  | "no_epc"
  | "epc_expired"
  | "epc_below_minimum"
  | "company_proprietor"
  | "overseas_company"
  | "leasehold"
  | "open_charges"
  | "conservation_area"
  | "listed_building_nearby"
  | "building_safety_height"
  | "demo_data";

/** One thing a conveyancer must look into: why (from our facts) and what to do. */
export type ValidationWarning = { code: WarningCode; reason: string; action: string };

// Private rented property may not be let below E (Energy Efficiency (Private Rented
// Property) (England and Wales) Regulations 2015, the minimum energy efficiency standard).
const BELOW_MINIMUM_RATINGS = new Set(["F", "G"]);
// Building Safety Act 2022 leaseholder protections apply to buildings of at least 11 m or
// 5 storeys. We hold heights (OS), not storey counts (the Building model has no storeys),
// so the test is on height alone and the reason gives storeys only as an estimate.
const BUILDING_SAFETY_HEIGHT_METRES = 11;
// A typical storey, floor to floor: used only to put a height in storeys for a reader.
const METRES_PER_STOREY = 3;
// Close enough that the property may itself be the listed building or in its curtilage.
const LISTED_BUILDING_WARNING_METRES = 50;

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

type Rule = (facts: TitleReportFacts, asOf: Date) => ValidationWarning | null;

const rules: Rule[] = [
  (facts) =>
    facts.titles.length === 0
      ? { code: "no_title", reason: `No HM Land Registry title is linked to UPRN ${facts.uprn} in our data.`, action: "Search the index map and obtain official copies of the register before relying on ownership, charges or tenure." }
      : null,
  (facts) =>
    facts.titles.length > 1
      ? { code: "several_titles", reason: `${facts.titles.length} titles are registered against this UPRN: ${list(facts.titles.map((t) => `${t.titleNumber} (${t.tenure.toLowerCase()})`))}.`, action: "Confirm which title the transaction concerns; this report describes the first." }
      : null,
  (facts) =>
    facts.epc === null
      ? { code: "no_epc", reason: "No Energy Performance Certificate is on the register for this UPRN.", action: "An EPC must be available to a buyer or tenant before marketing: ask the seller for one or commission an accredited assessor." }
      : null,
  (facts, asOf) => {
    const until = facts.epc ? findEpcValidUntil(facts.epc) : null;
    return until && until.getTime() < asOf.getTime()
      ? { code: "epc_expired", reason: `The latest EPC expired on ${formatDate(until)}.`, action: "A new EPC is needed before the property is marketed for sale or let." }
      : null;
  },
  (facts) => {
    const rating = facts.epc?.currentRating?.toUpperCase();
    return rating && BELOW_MINIMUM_RATINGS.has(rating)
      ? {
          code: "epc_below_minimum",
          reason: `The EPC rating is ${rating}, below the minimum energy efficiency standard (E) for private rented property.`,
          action: "It may not be let until improved to E or an exemption is registered on the PRS Exemptions Register: advise a buyer who intends to let.",
        }
      : null;
  },
  (facts) => {
    const companies = facts.titles.flatMap((t) => t.proprietors.filter((p) => isCompanyProprietor(p) && !isOverseasProprietor(p, t)));
    return companies.length
      ? {
          code: "company_proprietor",
          reason: `A registered proprietor is a company: ${list(companies.map((p) => (p.companyNumber ? `${p.name} (company ${p.companyNumber})` : p.name)))}.`,
          action: "Check the company's status and the signatories' authority at Companies House, and that the transfer is executed as the company's deed.",
        }
      : null;
  },
  (facts) => {
    const overseas = facts.titles.flatMap((t) => t.proprietors.filter((p) => isOverseasProprietor(p, t)));
    return overseas.length
      ? {
          code: "overseas_company",
          reason: `A registered proprietor is an overseas entity: ${list(overseas.map((p) => (p.countryIncorporated ? `${p.name} (${p.countryIncorporated})` : p.name)))}.`,
          action: "Check the entity is registered on the Register of Overseas Entities (Companies House) before a disposition: HM Land Registry will not register one by an unregistered overseas entity.",
        }
      : null;
  },
  (facts) => {
    const leasehold = facts.titles.filter((t) => t.tenure.toLowerCase() === "leasehold");
    return leasehold.length
      ? { code: "leasehold", reason: `The title is leasehold (${list(leasehold.map((t) => t.titleNumber))}).`, action: "Check the unexpired lease term, ground rent and service charge, and obtain the lease and the management information pack." }
      : null;
  },
  (facts) => {
    const charges = facts.titles.flatMap((t) => t.charges);
    return charges.length
      ? {
          code: "open_charges",
          reason: `${charges.length} registered charge${charges.length === 1 ? " is" : "s are"} on the title.`,
          action: "Each must be redeemed on completion (with the lender's discharge) or the lender's consent obtained: ask for redemption statements.",
        }
      : null;
  },
  (facts) => {
    const areas = facts.planning.conservationAreas;
    return areas && areas.length
      ? { code: "conservation_area", reason: `The property is in a conservation area: ${list(areas)}.`, action: "Check planning permission for past alterations and any Article 4 direction; demolition and some works need consent." }
      : null;
  },
  (facts) => {
    const near = (facts.planning.listedBuildings ?? []).filter((b) => b.distanceMetres <= LISTED_BUILDING_WARNING_METRES);
    return near.length
      ? {
          code: "listed_building_nearby",
          reason: `A listed building is within ${LISTED_BUILDING_WARNING_METRES} m: ${list(near.slice(0, 3).map((b) => `${b.name} (Grade ${b.grade}, ${b.distanceMetres} m)`))}.`,
          action: "Check whether the property is itself listed or in a listed building's curtilage: works without listed building consent are an offence and the liability passes to a buyer.",
        }
      : null;
  },
  (facts) =>
    facts.buildingHeightMetres !== null && facts.buildingHeightMetres >= BUILDING_SAFETY_HEIGHT_METRES
      ? {
          code: "building_safety_height",
          reason: `The building is about ${Math.round(facts.buildingHeightMetres)} m tall, at or above the 11 m threshold (the Act's test is 11 m or 5 storeys). Storey counts are not held: at about ${METRES_PER_STOREY} m a storey that is roughly ${Math.round(facts.buildingHeightMetres / METRES_PER_STOREY)} storeys, an estimate from height only.`,
          action: "Building Safety Act 2022 checks apply: obtain the landlord's certificate, the leaseholder deed of certificate and the building's fire safety information.",
        }
      : null,
  (facts) => {
    const sources = [facts.address?.source, facts.epc?.source, ...facts.titles.map((t) => t.source)];
    return sources.includes("demo")
      ? { code: "demo_data", reason: "Some facts in this report are synthetic demo data, not register records.", action: "Do not rely on them for a transaction: load the official registers and generate the report again." }
      : null;
  },
];

/** Every warning the facts call for, in a fixed order (title, energy, ownership, planning, data). */
export function findValidationWarnings(facts: TitleReportFacts, asOf: Date): ValidationWarning[] {
  return rules.map((rule) => rule(facts, asOf)).filter((w): w is ValidationWarning => w !== null);
}
