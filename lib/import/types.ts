import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/sqlite/client";
import type { CountyChange } from "@/lib/data-version/count-datasets";

/** The client a batch writes through: the transaction's, never the global one. */
export type Tx = Prisma.TransactionClient;
export type { Db };

/** What one row (or GeoJSON feature) of a file asks for. */
export type RowOutcome<R> =
  | { kind: "upsert"; record: R; /** "YYYY-MM" the row is about, for the file's period */ month?: string | null }
  | { kind: "delete"; key: string }
  | { kind: "reject"; reason: string };

export type ParseContext = { period: string };

/** How a file is read, decided from its first row (CSV) or fixed (GeoJSON). */
export type FileLayout<Input, R> = {
  source: string;
  /** CSV only: the first row is a header line, not data. */
  headerRow: boolean;
  /** "range": the months the rows cover ("2022-01..2022-09"); "latest": the newest month, an as-at date. */
  periodStyle: "range" | "latest";
  parse: (input: Input, context: ParseContext) => RowOutcome<R>;
};

export type WriteCounts = { inserted: number; updated: number };

/** Writes one batch; unchanged records must be neither inserted nor updated. */
export type RecordStore<R> = {
  /** Rows per batch when the caller does not say (bulk stores take far more than the default 1,000). */
  batchSize?: number;
  /** The tables it writes: an import gathers the planner's statistics of these (and of what its links write), not of every table. */
  tables: readonly string[];
  upsert: (tx: Tx, records: R[]) => Promise<WriteCounts>;
  /** Returns how many of `keys` existed and were deleted. */
  delete: (tx: Tx, keys: string[]) => Promise<number>;
};

type ImporterBase<R> = {
  dataset: string;
  keyOf: (record: R) => string;
  store: RecordStore<R>;
};

export type CsvImporter<R> = ImporterBase<R> & {
  format: "csv";
  /** Called once per pass; throws when the file is not this dataset. A fresh parser each time (parsers may count rows). */
  startCsv: (firstRow: readonly string[]) => FileLayout<readonly string[], R>;
};

export type GeoJsonImporter<R> = ImporterBase<R> & {
  format: "geojson";
  startGeoJson: () => FileLayout<unknown, R>;
};

export type Importer<R> = CsvImporter<R> | GeoJsonImporter<R>;

export type Rejection = { line: number; reason: string };

export type ImportOptions = {
  /** Overrides the period derived from the file (e.g. "2014-08" for a Code-Point release). */
  period?: string;
  batchSize?: number;
  /** Progress bar on stderr; defaults to on when stderr is a terminal. */
  progress?: boolean;
  /** Label for the progress bar. */
  label?: string;
  /** Work that reads the table while a load's set-aside indexes are built (set-aside-indexes.ts); not run when none were. */
  whileIndexesBuild?: WhileIndexesBuild;
  /**
   * Told the days and counties a bulk load writes, changes or deletes sales in (read from its
   * stage and the stored rows before its first batch is written), when the load keeps its
   * table's indexes and stages at most TOUCHED_ROWS_LIMIT rows; not called otherwise
   * (decisions 126, 128). Set only when what was built from the sales before the load (the
   * summaries, the kept counts) is of every sale stored: the load then keeps the counts by
   * county from its counties (recordImportChange) instead of counting every sale again.
   */
  collectTouched?: (touched: Touched) => void;
  /**
   * Told the postcode areas of the rows a bulk load wrote, when it set its table's indexes
   * aside and changed no stored row (a first load, or new sales into a smaller table): only
   * those areas' markets change (decision 145). Told after the last batch is written, before
   * the indexes are built (and whileIndexesBuild runs); not called otherwise. Set, like
   * collectTouched, only when what was built from the sales before the load is current.
   */
  collectAddedAreas?: (areas: ReadonlySet<string>) => void;
};

/** A postcode and a day ("YYYY-MM-DD") whose sales an import wrote, changed or deleted. */
export type TouchedDay = [postcode: string, day: string];

/** What a load touches (decisions 126, 128): its days, and its counties (count-datasets.ts) unless a key was staged twice (then unknown: null). */
export type Touched = { days: TouchedDay[]; counties: CountyChange[] | null };

/** Work that reads a table while its set-aside indexes are built (restoreSetAsideIndexes). */
export type WhileIndexesBuild = {
  /** The recorded indexes it reads by: built first, before it starts. */
  reads: readonly string[];
  /** Writes nothing of the database file (a connection's temporary tables are its own): on SQLite the build holds the write lock meanwhile. */
  run: () => Promise<void>;
};

export type ImportSummary = {
  dataset: string;
  file: string;
  source: string;
  period: string;
  /** "line" for CSV (physical line numbers), "feature" for GeoJSON (1-based feature index). */
  unit: "line" | "feature";
  read: number;
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
  rejected: number;
  /** The first MAX_LISTED_REJECTIONS rejections, in file order. */
  rejections: Rejection[];
  seconds: number;
};

export const MAX_LISTED_REJECTIONS = 20;
