// HM Land Registry "UK companies that own property in England and Wales" (CCOD) and
// "Overseas companies…" (OCOD): full files, and the monthly change-only files whose
// extra "Change Indicator" column says A (added) or D (deleted).
import type { Proprietor, Title } from "@/lib/generated/sqlite/client";
import { describeColumnCount, formatMonth, indexHeader, parseDayFirstDate, parseInteger, readText } from "../parse-fields";
import { splitPostcode } from "@/lib/postcode/normalise-postcode";
import type { CsvImporter, FileLayout, ParseContext, RowOutcome } from "../types";
import { storeTitles, type TitleWithProprietors } from "./title-store";

type Variant = { dataset: "ccod" | "ocod"; source: string };
const TENURES = new Set(["Freehold", "Leasehold"]);
const TITLE_NUMBER = /^[A-Z]{0,4}\d{1,8}$/;
const PROPRIETOR_POSITIONS = [1, 2, 3, 4] as const;

export function createTitleParser(header: readonly string[], variant: Variant) {
  const at = indexHeader(header);
  const required = ["Title Number", "Tenure", "Property Address", "Proprietor Name (1)"];
  const missing = required.filter((name) => at(name) < 0);
  if (missing.length) throw new Error(`Not an HM Land Registry ${variant.dataset.toUpperCase()} file: the header lacks ${missing.join(", ")}`);
  const changeIndicator = at("Change Indicator");

  return function parseTitleRow(fields: readonly string[], { period }: ParseContext): RowOutcome<TitleWithProprietors> {
    const wrongShape = describeColumnCount(fields, header.length);
    if (wrongShape) return { kind: "reject", reason: wrongShape };
    const get = (name: string) => {
      const i = at(name);
      return i >= 0 ? readText(fields[i]) : null;
    };
    const titleNumber = get("Title Number")?.toUpperCase() ?? "";
    if (!TITLE_NUMBER.test(titleNumber)) return { kind: "reject", reason: `invalid title number "${titleNumber}"` };
    if (changeIndicator >= 0) {
      const change = readText(fields[changeIndicator])?.toUpperCase();
      if (change === "D") return { kind: "delete", key: titleNumber };
      if (change !== "A") return { kind: "reject", reason: `unknown change indicator "${fields[changeIndicator] ?? ""}"` };
    }
    const tenure = get("Tenure") ?? "";
    if (!TENURES.has(tenure)) return { kind: "reject", reason: `unknown tenure "${tenure}"` };
    const propertyAddress = get("Property Address");
    if (!propertyAddress) return { kind: "reject", reason: "missing property address" };
    const postcodeText = get("Postcode");
    const postcode = postcodeText === null ? null : splitPostcode(postcodeText);
    if (postcodeText !== null && !postcode) return { kind: "reject", reason: `invalid postcode "${postcodeText}"` };
    const priceText = get("Price Paid");
    const pricePaid = priceText === null ? null : parseInteger(priceText.replace(/[£,]/g, ""));
    if (priceText !== null && pricePaid === null) return { kind: "reject", reason: `unparsable price "${priceText}"` };
    const dateText = get("Date Proprietor Added");
    const dateProprietorAdded = dateText === null ? null : parseDayFirstDate(dateText);
    if (dateText !== null && !dateProprietorAdded) return { kind: "reject", reason: `unparsable date "${dateText}"` };

    const proprietors: Proprietor[] = [];
    for (const position of PROPRIETOR_POSITIONS) {
      const name = get(`Proprietor Name (${position})`);
      if (!name) continue;
      proprietors.push({
        id: `${titleNumber}:${position}`,
        titleNumber,
        position,
        name,
        companyNumber: get(`Company Registration No. (${position})`),
        category: get(`Proprietorship Category (${position})`),
        countryIncorporated: get(`Country Incorporated (${position})`),
        address1: get(`Proprietor (${position}) Address (1)`),
        address2: get(`Proprietor (${position}) Address (2)`),
        address3: get(`Proprietor (${position}) Address (3)`),
      });
    }
    if (!proprietors.length) return { kind: "reject", reason: "no proprietor name" };

    return {
      kind: "upsert",
      // The newest "date proprietor added" is the nearest thing to an extract date in the file.
      month: dateProprietorAdded ? formatMonth(dateProprietorAdded) : null,
      record: {
        title: {
          titleNumber,
          tenure,
          propertyAddress,
          postcode: postcode?.postcode ?? null,
          uprn: null,
          district: get("District"),
          county: get("County"),
          region: get("Region"),
          pricePaid,
          dateProprietorAdded,
          source: variant.source,
          period,
        } satisfies Title,
        proprietors,
      },
    };
  };
}

function createTitleImporter(variant: Variant): CsvImporter<TitleWithProprietors> {
  return {
    dataset: variant.dataset,
    format: "csv",
    startCsv: (firstRow): FileLayout<readonly string[], TitleWithProprietors> => ({
      source: variant.source,
      headerRow: true,
      periodStyle: "latest",
      parse: createTitleParser(firstRow, variant),
    }),
    keyOf: (record) => record.title.titleNumber,
    store: storeTitles,
  };
}

export const ccodImporter = createTitleImporter({ dataset: "ccod", source: "hmlr-ccod" });
export const ocodImporter = createTitleImporter({ dataset: "ocod", source: "hmlr-ocod" });
