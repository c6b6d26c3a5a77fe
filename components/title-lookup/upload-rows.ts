import type { CsvColumn } from "@/lib/csv/build-csv";
import type { UploadRow } from "@/lib/title-lookup/api";
import { TITLE_ATTRIBUTION } from "@/lib/title-lookup/schemas";

/** One upload row as the Results table and its CSV show it (several titles joined with "; "). */
export type ResultLine = {
  line: number | null;
  input: string;
  status: string;
  confidence: string;
  matchedAddress: string;
  titleNumbers: string;
  tenures: string;
  proprietors: string;
  companyNumbers: string;
  countries: string;
  error: string;
};

const STATUS_LABELS: Record<string, string> = { found: "Found", not_found: "Not found", error: "Error" };
const join = (values: (string | null)[]) => values.filter(Boolean).join("; ");

export function toResultLine({ status, result }: UploadRow): ResultLine {
  const proprietors = result.titles.flatMap((title) => title.proprietors);
  return {
    line: result.line,
    input: result.input,
    status: STATUS_LABELS[status] ?? status,
    confidence: result.confidence ?? "",
    matchedAddress: result.matchedAddress ?? "",
    titleNumbers: join(result.titles.map((title) => title.titleNumber)),
    tenures: join(result.titles.map((title) => title.tenure)),
    proprietors: join(proprietors.map((p) => p.name)),
    companyNumbers: join(proprietors.map((p) => p.companyNumber)),
    countries: join(proprietors.map((p) => p.country)),
    error: result.error ?? "",
  };
}

export const RESULT_COLUMNS: CsvColumn<ResultLine>[] = [
  // The attribution row carries its text in the first column (the licence line, below the rows).
  { header: "Line", value: (row) => row.line ?? row.input },
  { header: "Input", value: (row) => (row.line === null ? null : row.input) },
  { header: "Status", value: (row) => row.status },
  { header: "Confidence", value: (row) => row.confidence },
  { header: "Matched address", value: (row) => row.matchedAddress },
  { header: "Title number", value: (row) => row.titleNumbers },
  { header: "Tenure", value: (row) => row.tenures },
  { header: "Proprietors", value: (row) => row.proprietors },
  { header: "Company number", value: (row) => row.companyNumbers },
  { header: "Country", value: (row) => row.countries },
  { header: "Error", value: (row) => row.error },
];

/** CCOD/OCOD's licence: an export carries the attribution line. */
export const ATTRIBUTION_LINE: ResultLine = {
  line: null,
  input: TITLE_ATTRIBUTION,
  status: "",
  confidence: "",
  matchedAddress: "",
  titleNumbers: "",
  tenures: "",
  proprietors: "",
  companyNumbers: "",
  countries: "",
  error: "",
};
