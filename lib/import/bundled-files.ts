import type { DatasetName } from "./import-file";

export type BundledFile = {
  /** Key in DatasetLoad: one row per bundled file. */
  id: string;
  dataset: DatasetName;
  /** Relative to data/open. */
  file: string;
  /** Only where the file itself does not say (Code-Point Open carries no date). */
  period?: string;
};

// Load order matters for people, not for the database: postcodes first so that sales and
// crime can be placed on a map as soon as they arrive. See data/ATTRIBUTION.md.
export const BUNDLED_FILES: readonly BundledFile[] = [
  { id: "postcodes:codepoint-open-2014-ne", dataset: "postcodes", file: "postcodes/codepoint-open-2014-ne.csv.gz", period: "2014-08" },
  { id: "postcodes:codepoint-open-2014-m", dataset: "postcodes", file: "postcodes/codepoint-open-2014-m.csv.gz", period: "2014-08" },
  { id: "ppd:pp-2022-jan-sep-newcastle-area", dataset: "ppd", file: "price-paid/pp-2022-jan-sep-newcastle-area.csv.gz" },
  { id: "ppd:pp-2019-jan-sep-greater-manchester-houses", dataset: "ppd", file: "price-paid/pp-2019-jan-sep-greater-manchester-houses.csv.gz" },
  { id: "ppd:pp-monthly-midlands-with-header", dataset: "ppd", file: "price-paid/pp-monthly-midlands-with-header.csv.gz" },
  { id: "crime:police-uk-street-newcastle-2013-06-to-2014-06", dataset: "crime", file: "crime/police-uk-street-newcastle-2013-06-to-2014-06.csv.gz" },
  { id: "conservation-areas:trafford", dataset: "conservation-areas", file: "planning/trafford_conservation_areas.geojson.gz" },
  { id: "listed-buildings:trafford", dataset: "listed-buildings", file: "planning/trafford_listed_buildings.geojson.gz" },
  // Our own indicative rebuild rates (not open data, not BCIS): lib/rebuild, decision 071.
  { id: "rebuild-rates:indicative-2025", dataset: "rebuild-rates", file: "rebuild/indicative-rebuild-rates-2025.csv" },
];

/** The DatasetLoad key of the demo layers generated after the bundled files. */
export const DEMO_LAYERS_LOAD_ID = "demo-layers";
