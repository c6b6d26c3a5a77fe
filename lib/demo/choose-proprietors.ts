import type { ProprietorRow } from "./demo-rows";
import { COMPANY_STEMS, COMPANY_SUFFIXES, FIRST_NAMES, OFFICE_ADDRESSES, OVERSEAS_JURISDICTIONS, SURNAMES } from "./name-lists";
import { createRandom, hashString, type Random } from "./seeded-random";
import type { DemoProperty } from "./demo-types";

export type OwnerKind = "individual" | "company" | "overseas" | "northbank";

export const COMPANY_CATEGORY = "Limited Company or Public Limited Company";
export const NORTHBANK_COMPANY = { name: "Northbank Capital Limited", number: "99418263", address: "Northbank House, 21 Quayside, Newcastle upon Tyne, NE1 3DE" } as const;

// Shares of the demo register: mostly private owners, ~8% UK companies, ~1.5% overseas
// companies (roughly the CCOD/OCOD share of residential titles in northern cities).
export function chooseOwnerKind(property: DemoProperty): OwnerKind {
  const roll = createRandom(`owner-kind:${property.key}`).next();
  return roll < 0.015 ? "overseas" : roll < 0.095 ? "company" : "individual";
}


// Demo companies take numbers from ranges Companies House has never issued (eight digits
// from 90000000; overseas entities OE900000 up), so a demo proprietor can never be taken
// for, or looked up as, a real company.
export const DEMO_COMPANY_NUMBER = /^9\d{7}$/;
export const DEMO_OVERSEAS_ENTITY_ID = /^OE9\d{5}$/;

/** UK company numbers are eight digits; a company keeps one number wherever it appears. */
function deriveCompanyNumber(name: string): string {
  return String(90_000_000 + (hashString(`company:${name}`) % 10_000_000));
}

function chooseOffice(name: string, offices: readonly string[]): string {
  const random = createRandom(`office:${name}`);
  return `Suite ${random.integer(1, 40)}, ${random.integer(1, 120)} ${random.pick(offices)}`;
}

function createIndividuals(property: DemoProperty, titleNumber: string, random: Random): ProprietorRow[] {
  const surname = random.pick(SURNAMES);
  const count = random.chance(0.55) ? 2 : 1;
  return Array.from({ length: count }, (_, index) => ({
    id: `${titleNumber}-P${index + 1}`,
    titleNumber,
    position: index + 1,
    // Joint owners usually share a surname, but not always.
    name: `${random.pick(FIRST_NAMES)} ${index === 0 || random.chance(0.7) ? surname : random.pick(SURNAMES)}`,
    companyNumber: null,
    category: null,
    countryIncorporated: null,
    address1: property.address.singleLine,
    address2: null,
    address3: null,
  }));
}

function createUkCompany(property: DemoProperty, titleNumber: string, random: Random): ProprietorRow {
  const name = `${random.pick(COMPANY_STEMS[property.region])} ${random.pick(COMPANY_SUFFIXES)}`;
  return {
    id: `${titleNumber}-P1`,
    titleNumber,
    position: 1,
    name,
    companyNumber: deriveCompanyNumber(name),
    category: COMPANY_CATEGORY,
    countryIncorporated: null,
    address1: chooseOffice(name, OFFICE_ADDRESSES[property.region]),
    address2: null,
    address3: null,
  };
}

function createOverseasCompany(property: DemoProperty, titleNumber: string, random: Random): ProprietorRow {
  const jurisdiction = random.pick(OVERSEAS_JURISDICTIONS);
  const name = `${random.pick(COMPANY_STEMS[property.region])} ${jurisdiction.suffix}`;
  return {
    id: `${titleNumber}-P1`,
    titleNumber,
    position: 1,
    name,
    // Overseas owners of UK land hold a Companies House overseas entity ID (OE + 6 digits).
    companyNumber: `OE9${String(hashString(`overseas:${name}:${jurisdiction.country}`) % 100_000).padStart(5, "0")}`,
    category: COMPANY_CATEGORY,
    countryIncorporated: jurisdiction.country,
    address1: `PO Box ${createRandom(`po-box:${name}`).integer(10, 999)}, ${jurisdiction.office}`,
    address2: null,
    address3: null,
  };
}

function createNorthbankProprietor(titleNumber: string): ProprietorRow {
  return {
    id: `${titleNumber}-P1`,
    titleNumber,
    position: 1,
    name: NORTHBANK_COMPANY.name,
    companyNumber: NORTHBANK_COMPANY.number,
    category: COMPANY_CATEGORY,
    countryIncorporated: null,
    address1: NORTHBANK_COMPANY.address,
    address2: null,
    address3: null,
  };
}

export function chooseProprietors(property: DemoProperty, titleNumber: string, kind: OwnerKind): ProprietorRow[] {
  const random = createRandom(`proprietors:${property.key}`);
  if (kind === "northbank") return [createNorthbankProprietor(titleNumber)];
  if (kind === "overseas") return [createOverseasCompany(property, titleNumber, random)];
  if (kind === "company") return [createUkCompany(property, titleNumber, random)];
  return createIndividuals(property, titleNumber, random);
}

/** How the portfolio screen labels an owner. */
export function describeProprietorType(proprietor: Pick<ProprietorRow, "companyNumber" | "countryIncorporated">): "Individual" | "Company" | "Overseas Company" {
  if (proprietor.countryIncorporated) return "Overseas Company";
  return proprietor.companyNumber ? "Company" : "Individual";
}
