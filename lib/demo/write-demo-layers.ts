import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { chunk } from "@/lib/db/chunk";
import { DEMO_CLIENT, writeDemoJobs } from "./demo-client";
import { DEMO_SOURCE } from "./demo-constants";
import { insertRows } from "./insert-rows";
import { StatementBuilder } from "@/lib/db/statement-builder";
import type { DemoLayers } from "./build-demo-layers";

type Tx = Prisma.TransactionClient;

// Sales linked per UPDATE: a CASE short enough to evaluate quickly for every row it touches.
const LINK_BATCH = 1_000;
// The whole rewrite is one transaction (no half-written demo); it takes seconds, not the
// interactive-transaction default of 5 s.
const TRANSACTION_TIMEOUT_MS = 300_000;

// Children before parents: proprietors and charges hang off titles, portfolio rows off the
// client (which stays, with any rows users added to it). Plain DELETEs: Prisma's deleteMany
// costs several times more here for the same statements.
const DEMO_TABLES_CHILDREN_FIRST = [
  "ChargedProperty", "AssetTraceEntry", "Charge", "Valuation", "PortfolioProperty",
  "TitleCharge", "Title", "Building", "Rent", "Listing", "EpcCertificate", "Address",
] as const;

async function clearDemoRows(tx: Tx): Promise<void> {
  await tx.$executeRaw`UPDATE "Sale" SET "uprn" = NULL WHERE "uprn" IN (SELECT "uprn" FROM "Address" WHERE "source" = ${DEMO_SOURCE})`;
  await tx.$executeRaw`DELETE FROM "Proprietor" WHERE "titleNumber" IN (SELECT "titleNumber" FROM "Title" WHERE "source" = ${DEMO_SOURCE})`;
  for (const table of DEMO_TABLES_CHILDREN_FIRST) {
    await tx.$executeRaw`DELETE FROM ${Prisma.raw(`"${table}"`)} WHERE "source" = ${DEMO_SOURCE}`;
  }
}

async function linkSales(tx: Tx, links: readonly [string, string][]): Promise<void> {
  for (const batch of chunk(links, LINK_BATCH)) {
    const statement = new StatementBuilder().sql('UPDATE "Sale" SET "uprn" = CASE "transactionId"');
    for (const [transactionId, uprn] of batch) statement.sql(" WHEN ").value(transactionId).sql(" THEN ").value(uprn);
    statement.sql(' END WHERE "transactionId" IN (');
    batch.forEach(([transactionId], index) => statement.sql(index === 0 ? "" : ", ").value(transactionId));
    await tx.$executeRaw(statement.sql(")").build());
  }
}

async function writePortfolio(tx: Tx, portfolio: NonNullable<DemoLayers["portfolio"]>, clientId: string, asOf: Date): Promise<void> {
  await tx.client.upsert({
    where: { id: clientId },
    create: { id: clientId, slug: DEMO_CLIENT.slug, name: DEMO_CLIENT.name, source: DEMO_SOURCE, createdAt: asOf, updatedAt: asOf },
    update: { name: DEMO_CLIENT.name, updatedAt: asOf },
  });
  await insertRows(tx, "PortfolioProperty", portfolio.properties);
  await insertRows(tx, "Valuation", portfolio.valuations);
  await insertRows(tx, "Charge", portfolio.charges);
  await insertRows(tx, "AssetTraceEntry", portfolio.assetTrace);
  await insertRows(tx, "ChargedProperty", portfolio.chargedProperties);
  await writeDemoJobs(tx, clientId, portfolio.chargedProperties, asOf);
}

/** Replaces every demo row with `layers` in one transaction. */
export async function writeDemoLayers(db: Db, layers: DemoLayers, clientId: string | null, asOf: Date): Promise<void> {
  await db.$transaction(
    async (tx) => {
      await clearDemoRows(tx);
      await insertRows(tx, "Address", layers.addresses);
      await insertRows(tx, "EpcCertificate", layers.epcCertificates);
      await insertRows(tx, "Listing", layers.listings);
      await insertRows(tx, "Rent", layers.rents);
      await insertRows(tx, "Building", layers.buildings);
      await insertRows(tx, "Title", layers.titles);
      await insertRows(tx, "Proprietor", layers.proprietors);
      await insertRows(tx, "TitleCharge", layers.charges);
      if (layers.portfolio && clientId) await writePortfolio(tx, layers.portfolio, clientId, asOf);
      await linkSales(tx, layers.saleLinks);
    },
    { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 30_000 },
  );
}
