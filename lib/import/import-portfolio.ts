import path from "node:path";
import { recordDataChange } from "@/lib/data-version/record-data-change";
import type { Db } from "@/lib/db/client";
import { addChargeSchema, addChargedPropertySchema, addPropertySchema, addValuationSchema } from "@/lib/portfolio/schemas";
import { checkClientSlug } from "@/lib/portfolio/reserved-api-names";
import { openInputStream } from "./open-input-stream";
import { readCsvRows } from "./read-csv-rows";

// `npm run import -- portfolio <client> <file>`: one CSV holding a client's rows, a
// `recordType` column (property | valuation | charge | charged-property) and the spec's §3
// field names as the other headers. Bad rows are reported with their line, never abort the
// file. Re-importing a file replaces the rows it loaded before (source "import:<file>").

export type PortfolioImportSummary = { client: string; created: boolean; loaded: Record<RecordType, number>; rejected: { line: number; reason: string }[] };
type RecordType = "property" | "valuation" | "charge" | "charged-property";
type Parsed = { type: RecordType; data: Record<string, unknown> } | { error: string };

// "£1,250,000" → 1250000; blank → undefined; anything else stays for the schema to refuse.
const readPounds = (text: string | undefined) => {
  const cleaned = text?.replace(/[£,\s]/g, "") ?? "";
  if (cleaned === "") return undefined;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : cleaned;
};
const blankToUndefined = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).filter(([, value]) => value.trim() !== ""));

/** One CSV record (header → value) as a row to load, or why it cannot be. */
export function parsePortfolioRecord(row: Record<string, string>): Parsed {
  const values = blankToUndefined(row);
  const issue = (result: { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }) => ({ error: result.error.issues.map((i) => `${i.path.join(".") || "row"}: ${i.message}`).join("; ") });
  switch (row.recordType?.trim()) {
    case "property": {
      const result = addPropertySchema.safeParse(values);
      return result.success ? { type: "property", data: { ...result.data, uprn: values.uprn, ownerName: values.ownerName } } : issue(result);
    }
    case "valuation": {
      const result = addValuationSchema.safeParse({ ...values, currentValue: readPounds(row.currentValue), rcaValue: readPounds(row.rcaValue), previousValue: readPounds(row.previousValue) });
      return result.success ? { type: "valuation", data: { ...result.data, valuationDate: result.data.valuationDate ? new Date(`${result.data.valuationDate}T00:00:00Z`) : undefined } } : issue(result);
    }
    case "charge": {
      const result = addChargeSchema.safeParse({ ...values, amountSecured: readPounds(row.amountSecured) });
      return result.success ? { type: "charge", data: { ...result.data, dateRegistered: result.data.dateRegistered ? new Date(`${result.data.dateRegistered}T00:00:00Z`) : undefined } } : issue(result);
    }
    case "charged-property": {
      const result = addChargedPropertySchema.safeParse(values);
      if (!result.success) return issue(result);
      const fullAddress = values.fullAddress ?? [result.data.address, result.data.city, result.data.postcode].filter(Boolean).join(", ");
      return { type: "charged-property", data: { ...result.data, fullAddress, county: values.county, uprn: values.uprn } };
    }
    default:
      return { error: `recordType must be property, valuation, charge or charged-property (was "${row.recordType ?? ""}")` };
  }
}

async function ensureClient(db: Db, slug: string, name: string | undefined) {
  const problem = checkClientSlug(slug);
  if (problem) throw new Error(problem);
  const existing = await db.client.findUnique({ where: { slug } });
  if (existing) return { client: existing, created: false };
  const displayName = name ?? slug.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
  const client = await db.client.create({ data: { slug, name: displayName, source: "import" } });
  await recordDataChange(db, ["client"]); // health's kept client count (decision 112)
  return { client, created: true };
}

export async function importPortfolio(db: Db, slug: string, filePath: string, { name }: { name?: string } = {}): Promise<PortfolioImportSummary> {
  const { client, created } = await ensureClient(db, slug, name);
  const source = `import:${path.basename(filePath)}`;
  const where = { clientId: client.id, source };
  await db.$transaction([db.valuation.deleteMany({ where }), db.charge.deleteMany({ where }), db.chargedProperty.deleteMany({ where })]);
  const loaded: Record<RecordType, number> = { property: 0, valuation: 0, charge: 0, "charged-property": 0 };
  const rejected: { line: number; reason: string }[] = [];
  const input = await openInputStream(filePath);
  let header: string[] | null = null;
  for await (const items of readCsvRows(input.stream)) {
    for (const item of items) {
      if ("error" in item) {
        rejected.push({ line: item.line, reason: item.error });
        continue;
      }
      if (!header) {
        header = item.fields.map((field) => field.trim().replace(/^\uFEFF/, ""));
        if (!header.includes("recordType")) throw new Error(`${filePath}: the first row must be the headers, with a recordType column`);
        continue;
      }
      const fields = item.fields;
      const parsed = parsePortfolioRecord(Object.fromEntries(header.map((key, index) => [key, fields[index] ?? ""])));
      if ("error" in parsed) {
        rejected.push({ line: item.line, reason: parsed.error });
        continue;
      }
      const data = { ...parsed.data, clientId: client.id, source } as never;
      if (parsed.type === "property") {
        const row = parsed.data as { titleNumber: string };
        await db.portfolioProperty.upsert({ where: { clientId_titleNumber: { clientId: client.id, titleNumber: row.titleNumber } }, create: data, update: data });
      } else if (parsed.type === "valuation") await db.valuation.create({ data });
      else if (parsed.type === "charge") await db.charge.create({ data });
      else await db.chargedProperty.create({ data });
      loaded[parsed.type]++;
    }
  }
  return { client: client.name, created, loaded, rejected };
}
