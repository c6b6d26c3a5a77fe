import type { Prisma } from "@/lib/generated/sqlite/client";

/**
 * A create input with every column present (null rather than missing), so one column list
 * fits a whole batch of a multi-row INSERT.
 */
export type CompleteRow<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

export type AddressRow = CompleteRow<Prisma.AddressCreateManyInput>;
export type EpcRow = CompleteRow<Prisma.EpcCertificateCreateManyInput>;
export type ListingRow = CompleteRow<Prisma.ListingCreateManyInput>;
export type RentRow = CompleteRow<Prisma.RentCreateManyInput>;
export type BuildingRow = CompleteRow<Prisma.BuildingCreateManyInput>;
export type TitleRow = CompleteRow<Prisma.TitleCreateManyInput>;
export type ProprietorRow = CompleteRow<Prisma.ProprietorCreateManyInput>;
export type TitleChargeRow = CompleteRow<Prisma.TitleChargeCreateManyInput>;
export type PortfolioPropertyRow = CompleteRow<Prisma.PortfolioPropertyCreateManyInput>;
export type ValuationRow = CompleteRow<Prisma.ValuationCreateManyInput>;
export type ChargeRow = CompleteRow<Prisma.ChargeCreateManyInput>;
export type AssetTraceRow = CompleteRow<Prisma.AssetTraceEntryCreateManyInput>;
export type ChargedPropertyRow = CompleteRow<Prisma.ChargedPropertyCreateManyInput>;
