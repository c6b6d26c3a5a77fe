import type { AddressRow, BuildingRow, ChargedPropertyRow, EpcRow, ListingRow, ProprietorRow, RentRow } from "./demo-rows";
import { buildAddressRows } from "./build-address-rows";
import { buildBuildings } from "./build-buildings";
import { buildChargedProperties } from "./build-charged-properties";
import { buildEpcCertificates } from "./build-epc-certificates";
import { buildListings } from "./build-listings";
import { buildPortfolioRows, type PortfolioRows } from "./build-portfolio-rows";
import { buildRents } from "./build-rents";
import { buildTitles, titleOverridesFrom, type TitleRows } from "./build-titles";
import type { DemoProperty } from "./demo-types";
import type { PortfolioPlan } from "./plan-portfolio";

export type DemoLayers = TitleRows & {
  addresses: AddressRow[];
  /** [transactionId, uprn] for every real sale at a demo address. */
  saleLinks: [string, string][];
  epcCertificates: EpcRow[];
  listings: ListingRow[];
  rents: RentRow[];
  buildings: BuildingRow[];
  portfolio: (PortfolioRows & { chargedProperties: ChargedPropertyRow[] }) | null;
};

/** Every synthetic row, computed in memory before anything is written. */
export function buildDemoLayers(
  properties: readonly DemoProperty[],
  titleNumbers: ReadonlyMap<string, string>,
  plan: PortfolioPlan,
  clientId: string | null,
  asOf: Date,
  period: string,
): DemoLayers {
  const listings = buildListings(properties, asOf, period);
  const titles = buildTitles(properties, titleNumbers, clientId ? titleOverridesFrom(plan) : new Map(), asOf, period);
  const proprietorsByTitle = new Map<string, ProprietorRow[]>();
  for (const proprietor of titles.proprietors) proprietorsByTitle.set(proprietor.titleNumber, [...(proprietorsByTitle.get(proprietor.titleNumber) ?? []), proprietor]);
  return {
    addresses: buildAddressRows(properties, period),
    saleLinks: properties.flatMap((property) => property.sales.map((sale): [string, string] => [sale.transactionId, property.uprn])),
    epcCertificates: buildEpcCertificates(properties, asOf, period),
    listings,
    rents: buildRents(listings, period),
    buildings: buildBuildings(properties, asOf, period),
    ...titles,
    portfolio: clientId
      ? { ...buildPortfolioRows(clientId, plan, asOf), chargedProperties: buildChargedProperties(clientId, plan, proprietorsByTitle, asOf) }
      : null,
  };
}
