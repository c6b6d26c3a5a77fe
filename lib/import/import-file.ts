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
import type { Db, ImportOptions, ImportSummary } from "./types";

type RunDataset = (db: Db, filePath: string, options: ImportOptions) => Promise<ImportSummary>;

// One entry per `npm run import -- <dataset>`; each binds the pipeline to one importer.
const DATASETS = {
  ppd: (db, file, options) => runImport(db, ppdImporter, file, options),
  postcodes: (db, file, options) => runImport(db, postcodesImporter, file, options),
  crime: (db, file, options) => runImport(db, crimeImporter, file, options),
  "conservation-areas": (db, file, options) => runImport(db, conservationAreasImporter, file, options),
  aonb: (db, file, options) => runImport(db, aonbImporter, file, options),
  "listed-buildings": (db, file, options) => runImport(db, listedBuildingsImporter, file, options),
  epc: (db, file, options) => runImport(db, epcImporter, file, options),
  "non-domestic-epc": (db, file, options) => runImport(db, nonDomesticEpcImporter, file, options),
  uprn: (db, file, options) => runImport(db, uprnImporter, file, options),
  ccod: (db, file, options) => runImport(db, ccodImporter, file, options),
  ocod: (db, file, options) => runImport(db, ocodImporter, file, options),
  heights: (db, file, options) => runImport(db, heightsImporter, file, options),
  "rebuild-rates": (db, file, options) => runImport(db, rebuildRatesImporter, file, options),
} satisfies Record<string, RunDataset>;

export type DatasetName = keyof typeof DATASETS;
export const DATASET_NAMES = Object.keys(DATASETS) as DatasetName[];

export function isDatasetName(name: string): name is DatasetName {
  return Object.hasOwn(DATASETS, name);
}

/** Imports one file (plain or .gz) into the database and returns what happened. */
export function importFile(db: Db, dataset: DatasetName, filePath: string, options: ImportOptions = {}): Promise<ImportSummary> {
  return DATASETS[dataset](db, filePath, options);
}
