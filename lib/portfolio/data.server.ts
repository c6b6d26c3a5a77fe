import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/sqlite/client";
import { CLEARED_OWNERSHIP_FIELDS } from "./clear-ownership-fields";
import type { RequestSession } from "@/lib/http/route";
import { appliedByPerson } from "./correction-applied-by";
import { requireClient } from "./find-client.server";
import { touchClient } from "./touch-client.server";
import type { AddChargeInput, AddChargedPropertyInput, AddPropertyInput, AddValuationInput, UpdateAddressInput } from "./schemas";
import { toChargeDto, toChargedPropertyDto, toPropertyDto, toValuationDto } from "./to-portfolio-dtos";

// Rows people add on the screen (the importer writes "import:<file>", the demo "demo").
const ADDED_ON_SCREEN = "user";

const day = (iso: string | undefined) => (iso ? new Date(`${iso}T00:00:00.000Z`) : undefined);
const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

export async function addProperty(db: Db, slug: string, input: AddPropertyInput) {
  const client = await requireClient(db, slug);
  try {
    return toPropertyDto(
      await db.$transaction(async (tx) => {
        await touchClient(tx, client.id);
        return tx.portfolioProperty.create({ data: { ...input, clientId: client.id, source: ADDED_ON_SCREEN } });
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error) || (await db.portfolioProperty.count({ where: { clientId: client.id, titleNumber: input.titleNumber } })) > 0)
      throw new AppError("conflict", `Title ${input.titleNumber} is already in ${client.name}'s portfolio: correct that property instead of adding it again.`);
    throw error;
  }
}

export async function deleteProperty(db: Db, slug: string, id: string) {
  const client = await requireClient(db, slug);
  await db.$transaction(async (tx) => {
    const { count } = await tx.portfolioProperty.deleteMany({ where: { id, clientId: client.id } });
    if (count === 0) throw notFound(`There is no property ${id} in ${client.name}'s portfolio (it may have been deleted already).`);
    await touchClient(tx, client.id);
  });
  return { deleted: id };
}

export async function updatePropertyAddress(db: Db, slug: string, id: string, input: UpdateAddressInput) {
  const client = await requireClient(db, slug);
  return toPropertyDto(
    await db.$transaction(async (tx) => {
      const { count } = await tx.portfolioProperty.updateMany({
        where: { id, clientId: client.id },
        data: { address: input.address, postcode: input.postcode ?? null, city: input.city ?? null, county: input.county ?? null },
      });
      if (count === 0) throw notFound(`There is no property ${id} in ${client.name}'s portfolio.`);
      await touchClient(tx, client.id);
      return tx.portfolioProperty.findUniqueOrThrow({ where: { id } });
    }),
  );
}

export async function addChargedProperty(db: Db, slug: string, input: AddChargedPropertyInput) {
  const client = await requireClient(db, slug);
  const fullAddress = [input.address, input.city, input.postcode].filter(Boolean).join(", ");
  return toChargedPropertyDto(
    await db.$transaction(async (tx) => {
      await touchClient(tx, client.id);
      return tx.chargedProperty.create({ data: { ...input, fullAddress, clientId: client.id, source: ADDED_ON_SCREEN } });
    }),
  );
}

export async function deleteChargedProperty(db: Db, slug: string, id: string) {
  const client = await requireClient(db, slug);
  await db.$transaction(async (tx) => {
    const { count } = await tx.chargedProperty.deleteMany({ where: { id, clientId: client.id } });
    if (count === 0) throw notFound(`There is no charged property ${id} in ${client.name}'s portfolio (it may have been deleted already).`);
    await touchClient(tx, client.id);
  });
  return { deleted: id };
}

/**
 * An edited or corrected charged-property address (city and county only when given). It is
 * kept as a correction (original → new, applied) and clears the stale ownership fields.
 */
export async function updateChargedPropertyAddress(db: Db, slug: string, id: string, input: UpdateAddressInput, session: RequestSession | undefined) {
  const client = await requireClient(db, slug);
  const row = await db.chargedProperty.findFirst({ where: { id, clientId: client.id } });
  if (!row) throw notFound(`There is no charged property ${id} in ${client.name}'s portfolio.`);
  const city = input.city ?? row.city;
  const postcode = input.postcode ?? null;
  const fullAddress = [input.address, city, postcode].filter(Boolean).join(", ");
  const updated = await db.$transaction(async (tx) => {
    await tx.addressCorrection.create({
      data: { clientId: client.id, chargedPropertyId: id, originalAddress: row.fullAddress ?? row.address, suggestedAddress: fullAddress, confidence: "MANUAL", score: 1, hasChanges: true, applied: true, appliedBy: appliedByPerson(session), appliedAt: new Date() },
    });
    await touchClient(tx, client.id);
    return tx.chargedProperty.update({
      where: { id },
      data: { ...CLEARED_OWNERSHIP_FIELDS, address: input.address, postcode, fullAddress, ...(input.city ? { city: input.city } : {}), ...(input.county ? { county: input.county } : {}) },
    });
  });
  return toChargedPropertyDto(updated);
}

export async function addCharge(db: Db, slug: string, input: AddChargeInput) {
  const client = await requireClient(db, slug);
  return toChargeDto(
    await db.$transaction(async (tx) => {
      await touchClient(tx, client.id);
      return tx.charge.create({ data: { ...input, dateRegistered: day(input.dateRegistered), clientId: client.id, source: ADDED_ON_SCREEN } });
    }),
  );
}

export async function deleteCharge(db: Db, slug: string, id: string) {
  const client = await requireClient(db, slug);
  await db.$transaction(async (tx) => {
    const { count } = await tx.charge.deleteMany({ where: { id, clientId: client.id } });
    if (count === 0) throw notFound(`There is no charge ${id} in ${client.name}'s register (it may have been deleted already).`);
    await touchClient(tx, client.id);
  });
  return { deleted: id };
}

export async function addValuation(db: Db, slug: string, input: AddValuationInput) {
  const client = await requireClient(db, slug);
  return toValuationDto(
    await db.$transaction(async (tx) => {
      await touchClient(tx, client.id);
      return tx.valuation.create({ data: { ...input, valuationDate: day(input.valuationDate), clientId: client.id, source: ADDED_ON_SCREEN } });
    }),
  );
}

export async function deleteValuation(db: Db, slug: string, id: string) {
  const client = await requireClient(db, slug);
  await db.$transaction(async (tx) => {
    const { count } = await tx.valuation.deleteMany({ where: { id, clientId: client.id } });
    if (count === 0) throw notFound(`There is no valuation ${id} in ${client.name}'s portfolio (it may have been deleted already).`);
    await touchClient(tx, client.id);
  });
  return { deleted: id };
}
