import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { listPropertyPhotos } from "@/lib/inspections/data.server";
import { requireClient } from "./find-client.server";
import { toAssetTraceDto, toChargeDto, toPropertyDto, toValuationDto } from "./to-portfolio-dtos";

const PER_SECTION = 100;

/**
 * Property Details: the title's row, valuations, charges and asset trace. The only real
 * pictures of a property we hold are the photos taken at its inspections, so
 * `enhancedChimnieData.property.images` lists those (newest first, served behind the
 * session); with none it is empty and the screen shows no image grid. No picture is invented.
 */
export async function getPropertyDetail(db: Db, slug: string, titleNumber: string) {
  const client = await requireClient(db, slug);
  const where = { clientId: client.id, titleNumber };
  const [property, valuations, charges, assetTrace] = await Promise.all([
    db.portfolioProperty.findUnique({ where: { clientId_titleNumber: where } }),
    db.valuation.findMany({ where, orderBy: { valuationDate: { sort: "desc", nulls: "last" } }, take: PER_SECTION }),
    db.charge.findMany({ where, orderBy: { dateRegistered: { sort: "desc", nulls: "last" } }, take: PER_SECTION }),
    db.assetTraceEntry.findMany({ where, orderBy: { date: { sort: "desc", nulls: "last" } }, take: PER_SECTION }),
  ]);
  if (!property && valuations.length === 0 && charges.length === 0) throw notFound(`Property details not found: title ${titleNumber} is not in ${client.name}'s portfolio.`);
  const images = property ? await listPropertyPhotos(db, { propertyId: property.id, uprn: property.uprn }) : [];
  return {
    property: property ? toPropertyDto(property) : null,
    valuations: valuations.map(toValuationDto),
    charges: charges.map(toChargeDto),
    assetTrace: assetTrace.map(toAssetTraceDto),
    enhancedChimnieData: { property: { images: images as ({ url: string; caption?: string | null } | string)[] } },
  };
}
