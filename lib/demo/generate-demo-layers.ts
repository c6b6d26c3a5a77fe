// Generates the clearly labelled synthetic layers (addresses with UPRNs, EPCs, listings, rents,
// building heights, titles and the Northbank portfolio) from the real Price Paid and postcode
// rows, for everything no open sample covers. Deterministic: same database and asOf in,
// same rows out; a rerun replaces the previous demo rows.
import type { Db } from "@/lib/db/client";
import { DEMO_DATASETS } from "@/lib/data-version/count-datasets";
import { recordDataChange } from "@/lib/data-version/record-data-change";
import { assignIdsAvoidingDatabase, findRealTitleNumbers, findRealUprns } from "./assign-ids-avoiding-database";
import { buildDemoLayers } from "./build-demo-layers";
import { DEMO_CLIENT, resolveDemoClientId } from "./demo-client";
import { DEFAULT_AS_OF, describeDemoPeriod } from "./demo-constants";
import { deriveTitleNumber, chooseTitlePrefix } from "./derive-title-number";
import { deriveUprn } from "./derive-uprn";
import { groupSalesByAddress } from "./group-sales-by-address";
import { buildLocalPriceLevels } from "./build-local-price-levels";
import { planDemoProperties } from "./plan-demo-properties";
import { planPortfolio } from "./plan-portfolio";
import { readDemoInput } from "./read-demo-input";
import { writeDemoLayers } from "./write-demo-layers";

export type DemoSummary = {
  asOf: Date;
  period: string;
  salesRead: number;
  /** Sales a real address matcher had already linked to a non-demo UPRN: left as they were. */
  alreadyLinkedSales: number;
  salesWithoutPostcode: number;
  /** Distinct Price Paid addresses (with a postcode): every one is in the register. */
  addresses: number;
  /** Addresses whose postcode has no centroid (e.g. created after Code-Point 2014), placed at their sector's or outward code's. */
  approximateLocations: number;
  /** Addresses whose outward code has no known postcode at all (no Code-Point file bundled): no point. */
  withoutLocation: number;
  salesLinked: number;
  epcCertificates: number;
  listingsForSale: number;
  listingsToLet: number;
  rents: number;
  buildings: number;
  titles: number;
  proprietors: number;
  titleCharges: number;
  /** null when a real client already owns the slug "northbank". */
  client: { id: string; slug: string; name: string } | null;
  portfolioProperties: number;
  valuations: number;
  charges: number;
  assetTraceEntries: number;
  chargedProperties: number;
};

export async function generateDemoLayers(db: Db, options: { asOf?: Date } = {}): Promise<DemoSummary> {
  const asOf = options.asOf ?? DEFAULT_AS_OF;
  const period = describeDemoPeriod(asOf);
  const input = await readDemoInput(db);
  const { groups, salesWithoutPostcode } = groupSalesByAddress(input.sales);
  const keys = groups.map((group) => group.key);
  const uprns = await assignIdsAvoidingDatabase(db, keys, deriveUprn, findRealUprns);
  const properties = planDemoProperties(groups, input.centroids, uprns, buildLocalPriceLevels(input.allSales, asOf), asOf);
  const prefixes = new Map(properties.map((property) => [property.key, chooseTitlePrefix(property)]));
  const titleNumbers = await assignIdsAvoidingDatabase(db, keys, (key, attempt) => deriveTitleNumber(prefixes.get(key) ?? "TY", key, attempt), findRealTitleNumbers);
  const plan = planPortfolio(properties, titleNumbers, asOf);
  const clientId = await resolveDemoClientId(db);
  const layers = buildDemoLayers(properties, titleNumbers, plan, clientId, asOf, period);
  await writeDemoLayers(db, layers, clientId, asOf);
  await recordDataChange(db, DEMO_DATASETS); // caches and kept counts follow the data (decision 112)
  const portfolio = layers.portfolio;
  return {
    asOf,
    period,
    salesRead: input.salesRead,
    alreadyLinkedSales: input.alreadyLinkedSales,
    salesWithoutPostcode,
    addresses: layers.addresses.length,
    approximateLocations: properties.filter((property) => property.locationApproximate).length,
    withoutLocation: properties.filter((property) => property.latitude === null).length,
    salesLinked: layers.saleLinks.length,
    epcCertificates: layers.epcCertificates.length,
    listingsForSale: layers.listings.filter((listing) => listing.status === "for_sale").length,
    listingsToLet: layers.listings.filter((listing) => listing.status === "to_let").length,
    rents: layers.rents.length,
    buildings: layers.buildings.length,
    titles: layers.titles.length,
    proprietors: layers.proprietors.length,
    titleCharges: layers.charges.length,
    client: clientId ? { id: clientId, slug: DEMO_CLIENT.slug, name: DEMO_CLIENT.name } : null,
    portfolioProperties: portfolio?.properties.length ?? 0,
    valuations: portfolio?.valuations.length ?? 0,
    charges: portfolio?.charges.length ?? 0,
    assetTraceEntries: portfolio?.assetTrace.length ?? 0,
    chargedProperties: portfolio?.chargedProperties.length ?? 0,
  };
}
