import { ccodImporter, ocodImporter } from "./datasets/ccod";
import { crimeImporter } from "./datasets/crime";
import { epcImporter } from "./datasets/epc";
import { heightsImporter } from "./datasets/heights";
import { listedBuildingsImporter } from "./datasets/listed-buildings";
import { nonDomesticEpcImporter } from "./datasets/non-domestic-epc";
import { aonbImporter, conservationAreasImporter } from "./datasets/planning-constraints";
import { postcodesImporter } from "./datasets/postcodes";
import { ppdImporter } from "./datasets/ppd";
import { rebuildRatesImporter } from "./datasets/rebuild-rates";
import { uprnImporter } from "./datasets/uprn";
import { runImport } from "./run-import";
import type { Db, ImportOptions, ImportSummary, Importer } from "./types";

type Dataset = {
  run: (db: Db, filePath: string, options: ImportOptions) => Promise<ImportSummary>;
  /** The tables its import writes (its store's). */
  tables: readonly string[];
};

function bindImporter<R>(importer: Importer<R>): Dataset {
  return { run: (db, file, options) => runImport(db, importer, file, options), tables: importer.store.tables };
}

// One entry per `npm run import -- <dataset>`; each binds the pipeline to one importer.
const DATASETS = {
  ppd: bindImporter(ppdImporter),
  postcodes: bindImporter(postcodesImporter),
  crime: bindImporter(crimeImporter),
  "conservation-areas": bindImporter(conservationAreasImporter),
  aonb: bindImporter(aonbImporter),
  "listed-buildings": bindImporter(listedBuildingsImporter),
  epc: bindImporter(epcImporter),
  "non-domestic-epc": bindImporter(nonDomesticEpcImporter),
  uprn: bindImporter(uprnImporter),
  ccod: bindImporter(ccodImporter),
  ocod: bindImporter(ocodImporter),
  heights: bindImporter(heightsImporter),
  "rebuild-rates": bindImporter(rebuildRatesImporter),
} satisfies Record<string, Dataset>;

export type DatasetName = keyof typeof DATASETS;
export const DATASET_NAMES = Object.keys(DATASETS) as DatasetName[];

export function isDatasetName(name: string): name is DatasetName {
  return Object.hasOwn(DATASETS, name);
}

/** Imports one file (plain or .gz) into the database and returns what happened. */
export function importFile(db: Db, dataset: DatasetName, filePath: string, options: ImportOptions = {}): Promise<ImportSummary> {
  return DATASETS[dataset].run(db, filePath, options);
}

/** The tables an import of `dataset` writes its rows to. */
export function listDatasetTables(dataset: DatasetName): readonly string[] {
  return DATASETS[dataset].tables;
}
