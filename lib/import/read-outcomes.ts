import { openInputStream } from "./open-input-stream";
import { readCsvRows, type CsvItem } from "./read-csv-rows";
import { readGeoJsonFeatures } from "./read-geojson-features";
import type { CsvImporter, FileLayout, GeoJsonImporter, Importer, ParseContext, RowOutcome } from "./types";

export type PositionedOutcome<R> = { position: number; outcome: RowOutcome<R> };

export type OpenedOutcomes<R> = {
  /** Null for an empty file. */
  layout: Pick<FileLayout<unknown, R>, "source" | "periodStyle"> | null;
  /** Outcomes in file order, a chunk at a time. */
  outcomes: AsyncGenerator<PositionedOutcome<R>[]>;
  bytesRead: () => number;
  totalBytes: number;
};

function parseCsvItem<R>(item: CsvItem, layout: FileLayout<readonly string[], R>, context: ParseContext): PositionedOutcome<R> {
  if ("error" in item) return { position: item.line, outcome: { kind: "reject", reason: `unreadable CSV: ${item.error}` } };
  return { position: item.line, outcome: layout.parse(item.fields, context) };
}

async function openCsv<R>(importer: CsvImporter<R>, filePath: string, context: ParseContext): Promise<OpenedOutcomes<R>> {
  const input = await openInputStream(filePath);
  const chunks = readCsvRows(input.stream);
  const first = await chunks.next();
  const firstItem = first.done ? undefined : first.value[0];
  if (!firstItem) {
    await chunks.return(undefined);
    return { layout: null, outcomes: (async function* () {})(), bytesRead: input.bytesRead, totalBytes: input.totalBytes };
  }
  if ("error" in firstItem) {
    await chunks.return(undefined);
    throw new Error(`Line ${firstItem.line}: cannot read the first row (${firstItem.error})`);
  }
  let layout: FileLayout<readonly string[], R>;
  try {
    layout = importer.startCsv(firstItem.fields);
  } catch (error) {
    await chunks.return(undefined);
    throw error;
  }
  const firstChunk = first.done ? [] : first.value;
  async function* outcomes(): AsyncGenerator<PositionedOutcome<R>[]> {
    yield (layout.headerRow ? firstChunk.slice(1) : firstChunk).map((item) => parseCsvItem(item, layout, context));
    for await (const items of chunks) yield items.map((item) => parseCsvItem(item, layout, context));
  }
  return { layout, outcomes: outcomes(), bytesRead: input.bytesRead, totalBytes: input.totalBytes };
}

async function openGeoJson<R>(importer: GeoJsonImporter<R>, filePath: string, context: ParseContext): Promise<OpenedOutcomes<R>> {
  const input = await openInputStream(filePath);
  const layout = importer.startGeoJson();
  async function* outcomes(): AsyncGenerator<PositionedOutcome<R>[]> {
    for await (const item of readGeoJsonFeatures(input.stream)) {
      if ("error" in item) yield [{ position: item.index, outcome: { kind: "reject", reason: item.error } }];
      else yield [{ position: item.index, outcome: layout.parse(item.feature, context) }];
    }
  }
  return { layout, outcomes: outcomes(), bytesRead: input.bytesRead, totalBytes: input.totalBytes };
}

/** Opens a file and yields what each row or feature asks for, with its line or feature number. */
export function openOutcomes<R>(importer: Importer<R>, filePath: string, context: ParseContext): Promise<OpenedOutcomes<R>> {
  return importer.format === "csv" ? openCsv(importer, filePath, context) : openGeoJson(importer, filePath, context);
}
