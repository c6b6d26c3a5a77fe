import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError, badRequest, notFound } from "@/lib/errors/app-error";
import { photoUrl } from "./api";
import { detectImageType } from "./detect-image-type";
import { MAX_PHOTOS_PER_INSPECTION, storedRatingsSchema, type InspectionStatus, type RecordInspectionInput, type ScheduleInspectionInput } from "./schemas";

// The list is a work queue, soonest due first; a screen never needs more than this at once.
const MAX_LISTED = 500;
const toDay = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

const inspectionSelect = { id: true, uprn: true, clientId: true, propertyId: true, address: true, status: true, dueDate: true, inspectedAt: true, inspector: true, ratings: true, notes: true, createdAt: true } as const;
type InspectionRow = { id: string; uprn: string | null; clientId: string | null; propertyId: string | null; address: string; status: string; dueDate: Date; inspectedAt: Date | null; inspector: string | null; ratings: string; notes: string | null; createdAt: Date };

function toDto(row: InspectionRow) {
  const ratings = storedRatingsSchema.safeParse(JSON.parse(row.ratings || "[]"));
  return { ...row, status: row.status as InspectionStatus, dueDate: toDay(row.dueDate) as string, inspectedAt: toDay(row.inspectedAt), ratings: ratings.success ? ratings.data : [], createdAt: row.createdAt.toISOString() };
}

/** Where a new inspection is: a portfolio property (its address and UPRN) or any UPRN we know. */
async function findPlace(db: Db, input: ScheduleInspectionInput) {
  if (input.propertyId) {
    const property = await db.portfolioProperty.findUnique({ where: { id: input.propertyId }, select: { id: true, clientId: true, uprn: true, address: true, postcode: true } });
    if (!property) throw notFound(`No portfolio property with id ${input.propertyId} was found.`);
    return { uprn: property.uprn, clientId: property.clientId, propertyId: property.id, address: [property.address, property.postcode].filter(Boolean).join(", ") };
  }
  const uprn = input.uprn as string;
  const [address, title] = await Promise.all([
    db.address.findUnique({ where: { uprn }, select: { singleLine: true } }),
    db.title.findFirst({ where: { uprn }, orderBy: { titleNumber: "asc" }, select: { propertyAddress: true } }),
  ]);
  const line = address?.singleLine ?? title?.propertyAddress;
  if (!line) throw notFound(`No property with UPRN ${uprn} was found.`);
  return { uprn, clientId: null, propertyId: null, address: line };
}

export async function scheduleInspection(db: Db, input: ScheduleInspectionInput) {
  const place = await findPlace(db, input);
  const row = await db.inspection.create({ data: { ...place, status: "scheduled", dueDate: toDate(input.dueDate) }, select: inspectionSelect });
  return toDto(row);
}

export async function listInspections(db: Db, status: InspectionStatus | undefined) {
  const [rows, counts] = await Promise.all([
    db.inspection.findMany({ where: status ? { status } : {}, orderBy: [{ dueDate: "asc" }, { id: "asc" }], take: MAX_LISTED, select: inspectionSelect }),
    db.inspection.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  return { inspections: rows.map(toDto), counts: Object.fromEntries(counts.map((c) => [c.status, c._count._all])) as Partial<Record<InspectionStatus, number>> };
}

export async function getInspection(db: Db, id: string) {
  const row = await db.inspection.findUnique({ where: { id }, select: { ...inspectionSelect, photos: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, fileName: true, contentType: true, size: true, caption: true } } } });
  if (!row) throw notFound(`No inspection with id ${id} was found.`);
  const { photos, ...rest } = row;
  return { ...toDto(rest), photos };
}

async function requireOpen(db: Db, id: string) {
  const row = await db.inspection.findUnique({ where: { id }, select: { status: true } });
  if (!row) throw notFound(`No inspection with id ${id} was found.`);
  if (row.status === "completed" || row.status === "cancelled") throw new AppError("conflict", `The inspection is ${row.status}: it can no longer be changed.`);
}

/** Records what was found; the inspection is then in progress until marked complete. */
export async function recordInspection(db: Db, id: string, input: RecordInspectionInput) {
  await requireOpen(db, id);
  const elements = input.ratings.map((r) => r.element);
  if (new Set(elements).size !== elements.length) throw badRequest("Rate each element once.");
  await db.inspection.update({ where: { id }, data: { inspectedAt: toDate(input.inspectedAt), inspector: input.inspector, ratings: JSON.stringify(input.ratings), notes: input.notes || null, status: "in_progress" } });
  return getInspection(db, id);
}

export async function changeInspectionStatus(db: Db, id: string, status: "completed" | "cancelled") {
  await requireOpen(db, id);
  if (status === "completed") {
    const row = await db.inspection.findUnique({ where: { id }, select: { inspectedAt: true, inspector: true } });
    if (!row?.inspectedAt || !row.inspector) throw badRequest("Record the inspection (date and inspector) before marking it complete.");
  }
  await db.inspection.update({ where: { id }, data: { status } });
  return getInspection(db, id);
}

/** Stores a photo whose bytes are a JPEG, PNG or WebP (route() has checked size and extension). */
export async function addInspectionPhoto(db: Db, id: string, file: File, caption: string | undefined) {
  await requireOpen(db, id);
  const data = new Uint8Array(await file.arrayBuffer());
  const contentType = detectImageType(data);
  if (!contentType) throw new AppError("unsupported_media_type", "The file is not a JPEG, PNG or WebP image (its contents were checked, not its name).");
  if ((await db.inspectionPhoto.count({ where: { inspectionId: id } })) >= MAX_PHOTOS_PER_INSPECTION) {
    throw badRequest(`An inspection holds at most ${MAX_PHOTOS_PER_INSPECTION} photos.`);
  }
  const photo = await db.inspectionPhoto.create({
    data: { inspectionId: id, fileName: file.name.slice(0, 200), contentType, size: data.byteLength, data, caption: caption?.trim().slice(0, 200) || null },
    select: { id: true, fileName: true, contentType: true, size: true, caption: true },
  });
  return photo;
}

/**
 * Deletes a photo: its row holds the stored bytes, so the file goes with it. Only while the
 * inspection is open — a completed or cancelled inspection is a record (409).
 */
export async function deleteInspectionPhoto(db: Db, id: string, photoId: string) {
  await requireOpen(db, id);
  const { count } = await db.inspectionPhoto.deleteMany({ where: { id: photoId, inspectionId: id } });
  if (count === 0) throw notFound(`No photo ${photoId} on inspection ${id} was found (it may have been deleted already).`);
  return { deleted: photoId };
}

// Property Details shows at most this many, newest first.
const PROPERTY_PHOTOS_SHOWN = 12;

/**
 * The newest photos taken at a property's inspections (scheduled for the portfolio property,
 * or for its UPRN), as the URLs the session-checked photo call serves.
 */
export async function listPropertyPhotos(db: Db, place: { propertyId: string; uprn: string | null }) {
  const photos = await db.inspectionPhoto.findMany({
    where: { inspection: { OR: [{ propertyId: place.propertyId }, ...(place.uprn ? [{ uprn: place.uprn }] : [])] } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: PROPERTY_PHOTOS_SHOWN,
    select: { id: true, inspectionId: true, caption: true },
  });
  return photos.map((photo) => ({ url: photoUrl(photo.inspectionId, photo.id), caption: photo.caption }));
}

/** A stored photo as the image itself, for the screen's thumbnails. */
export async function readInspectionPhoto(db: Db, id: string, photoId: string): Promise<Response> {
  const photo = await db.inspectionPhoto.findFirst({ where: { id: photoId, inspectionId: id }, select: { contentType: true, data: true } });
  if (!photo) throw notFound(`No photo ${photoId} on inspection ${id} was found.`);
  return new Response(Buffer.from(photo.data), { headers: { "Content-Type": photo.contentType, "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" } });
}
