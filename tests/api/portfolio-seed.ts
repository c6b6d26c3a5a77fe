import type { Db } from "@/lib/db/client";

// A small client portfolio for the handler tests: two properties (one incomplete), two
// charges, a valuation, a trace entry and three charged properties (one corrected).
export const SEED_CLIENT = { id: "client-acme", slug: "acme", name: "Acme Holdings" };

export async function seedPortfolio(db: Db) {
  const clientId = SEED_CLIENT.id;
  const source = "test";
  await db.client.create({ data: { ...SEED_CLIENT, source } });
  await db.client.create({ data: { id: "client-other", slug: "other", name: "Other Ltd", source } });
  await db.portfolioProperty.createMany({
    data: [
      { id: "prop-1", clientId, titleNumber: "NGL100001", address: "12 Grosvenor Road", city: "London", postcode: "SW1V 3SA", tenure: "Freehold", classification: "Residential", source },
      { id: "prop-2", clientId, titleNumber: "NGL100002", address: "Flat 2", city: "Leeds", tenure: "Leasehold", source },
      { id: "prop-other", clientId: "client-other", titleNumber: "NGL999999", address: "1 Other Street", source },
    ],
  });
  await db.charge.createMany({
    data: [
      { id: "charge-1", clientId, titleNumber: "NGL100001", dateRegistered: new Date("2020-03-01"), status: "Open", lender: "Barclays Bank PLC", amountSecured: 250000, chargeType: "Legal charge", source },
      { id: "charge-2", clientId, titleNumber: "NGL100001", dateRegistered: new Date("2012-06-15"), status: "Satisfied", lender: "HSBC UK Bank PLC", source },
    ],
  });
  await db.valuation.create({ data: { id: "val-1", clientId, titleNumber: "NGL100001", address: "12 Grosvenor Road", currentValue: 1250000, previousValue: 1100000, valuationType: "Market Value", valuationBasis: "RICS Red Book", valuationDate: new Date("2025-01-31"), source } });
  await db.assetTraceEntry.create({ data: { id: "trace-1", clientId, titleNumber: "NGL100001", date: new Date("2019-05-01"), event: "Purchased", value: 980000, source } });
  await db.chargedProperty.createMany({
    data: [
      { id: "cp-1", clientId, address: "12 Grosvenor Road", fullAddress: "12 Grosvenor Road, London, SW1V 3SA", city: "London", postcode: "SW1V 3SA", lender: "Barclays", source },
      { id: "cp-2", clientId, address: "4 Mill Lane", fullAddress: "4 Mill Lane, Leeds", city: "Leeds", source },
      { id: "cp-3", clientId, address: "7 Station Road", fullAddress: "7 Station Road, York", city: "York", addressCorrected: true, source },
    ],
  });
}
