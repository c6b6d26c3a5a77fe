import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getInspection } from "@/app/api/inspections/[id]/route";
import { GET as getPdf } from "@/app/api/inspections/[id]/pdf/route";
import { DELETE as deletePhoto, GET as getPhoto } from "@/app/api/inspections/[id]/photos/[photoId]/route";
import { POST as postPhoto } from "@/app/api/inspections/[id]/photos/route";
import { POST as postRecord } from "@/app/api/inspections/[id]/record/route";
import { POST as postStatus } from "@/app/api/inspections/[id]/status/route";
import { GET as listInspections, POST as scheduleInspection } from "@/app/api/inspections/route";
import { closePrinter } from "@/lib/reports/print-pdf.server";
import { readPdfText } from "@/lib/reports/read-pdf-text";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";
import { seedTitleReportData } from "./sra-title-report-seed";

const database = useTestDatabase();
// The inspection PDF launches the shared printer: closed, or its Chromium outlives the run.
afterAll(() => closePrinter());
beforeAll(async () => {
  const db = database.current().db;
  await seedArea(db);
  await seedTitleReportData(db);
  await db.client.create({ data: { id: "client-insp", slug: "insp", name: "Insp Ltd", source: "test" } });
  await db.portfolioProperty.create({ data: { id: "ip-1", clientId: "client-insp", titleNumber: "TY900", address: "9 Portfolio Street", postcode: "NE3 3LJ", source: "test" } });
});

// A real 1×1 PNG; a JPEG's first bytes are enough for the signature check.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
type Inspection = { id: string; status: string; address: string; uprn: string | null; clientId: string | null; dueDate: string; inspectedAt: string | null; ratings: { element: string; rating: string }[]; photos?: { id: string; contentType: string; size: number }[] };
const errorOf = async (response: Response) => {
  const body = (await response.json()) as { error: { message: string; details?: { message: string }[] } };
  return [body.error.message, ...(body.error.details ?? []).map((d) => d.message)].join(" | ");
};

async function schedule(json: unknown): Promise<Inspection> {
  const response = await scheduleInspection(authed("/api/inspections", { json }));
  expect(response.status).toBe(200);
  return (await response.json()) as Inspection;
}
function upload(id: string, bytes: Buffer, name: string, caption?: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name));
  return postPhoto(authed(`/api/inspections/${id}/photos${caption ? `?caption=${encodeURIComponent(caption)}` : ""}`, { method: "POST", body: form }), params({ id }));
}
const record = (id: string, json: unknown) => postRecord(authed(`/api/inspections/${id}/record`, { json }), params({ id }));
const setStatus = (id: string, status: string) => postStatus(authed(`/api/inspections/${id}/status`, { json: { status } }), params({ id }));

describe("inspections: schedule, record, photos, complete, print", () => {
  it("schedules for any UPRN and for a portfolio property, and lists by status, soonest due first", async () => {
    const byUprn = await schedule({ uprn: "100", dueDate: "2026-12-10" });
    expect(byUprn).toMatchObject({ status: "scheduled", uprn: "100", address: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", dueDate: "2026-12-10" });
    const byProperty = await schedule({ propertyId: "ip-1", dueDate: "2026-12-01" });
    expect(byProperty).toMatchObject({ clientId: "client-insp", uprn: null, address: "9 Portfolio Street, NE3 3LJ" });
    const list = await listInspections(authed("/api/inspections?status=scheduled"));
    const body = (await list.json()) as { inspections: Inspection[]; counts: Record<string, number> };
    expect(body.inspections.map((i) => i.id).slice(0, 2)).toEqual([byProperty.id, byUprn.id]);
    expect(body.counts.scheduled).toBeGreaterThanOrEqual(2);
  });

  it("records ratings, stores checked photos, completes and prints with the photo inline", async () => {
    const { id } = await schedule({ uprn: "101", dueDate: "2026-12-05" });
    const early = await setStatus(id, "completed");
    expect(early.status).toBe(400);
    expect(await errorOf(early)).toBe("Record the inspection (date and inspector) before marking it complete.");

    const recorded = await record(id, { inspectedAt: "2026-11-20", inspector: "A. Surveyor", ratings: [{ element: "Roof", rating: "3", note: "Slipped tiles" }, { element: "Walls", rating: "1" }], notes: "Damp in rear bedroom." });
    expect(recorded.status).toBe(200);
    expect((await recorded.json()) as Inspection).toMatchObject({ status: "in_progress", inspectedAt: "2026-11-20", ratings: [{ element: "Roof", rating: "3", note: "Slipped tiles" }, { element: "Walls", rating: "1" }] });

    const photo = await upload(id, PNG, "roof.png", "Rear roof slope");
    expect(photo.status).toBe(200);
    const { id: photoId } = (await photo.json()) as { id: string };
    const served = await getPhoto(authed(`/api/inspections/${id}/photos/${photoId}`), params({ id, photoId }));
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    expect((await setStatus(id, "completed")).status).toBe(200);
    const done = (await (await getInspection(authed(`/api/inspections/${id}`), params({ id }))).json()) as Inspection;
    expect(done).toMatchObject({ status: "completed", photos: [{ id: photoId, contentType: "image/png", size: PNG.length }] });
    const locked = await record(id, { inspectedAt: "2026-11-21", inspector: "B", ratings: [] });
    expect(locked.status).toBe(409);

    const pdf = await getPdf(authed(`/api/inspections/${id}/pdf`), params({ id }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const text = (await readPdfText(bytes)).replace(/\s+/g, " ");
    for (const words of ["Property inspection", "31 Bradwell Road", "A. Surveyor", "Roof", "3 – urgent repair", "Slipped tiles", "Damp in rear bedroom.", "Photo 1: Rear roof slope", "Completed"]) expect(text).toContain(words);
    // The photo is in the PDF as an image, drawn from its data: URL (the printer loads nothing).
    expect(Buffer.from(bytes).toString("latin1")).toContain("/Subtype /Image");
  }, 60_000);

  it.each([
    [{ uprn: "abc", dueDate: "2026-12-01" }, 400, "UPRN should be a numeric value (1-12 digits)"],
    [{ uprn: "999", dueDate: "2026-12-01" }, 404, "No property with UPRN 999 was found."],
    [{ propertyId: "nope", dueDate: "2026-12-01" }, 404, "No portfolio property with id nope was found."],
    [{ uprn: "100", propertyId: "ip-1", dueDate: "2026-12-01" }, 400, "Give either a UPRN or a portfolio property, not both."],
    [{ uprn: "100", dueDate: "1/12/2026" }, 400, "Give the date as YYYY-MM-DD."],
    [{ uprn: "100", dueDate: "2026-13-01" }, 400, "That date does not exist."],
  ])("schedule %j → %d", async (json, status, message) => {
    const response = await scheduleInspection(authed("/api/inspections", { json }));
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toContain(message);
  });

  it.each([
    [{ inspectedAt: "2026-11-31", inspector: "A", ratings: [] }, 400, "That date does not exist."],
    [{ inspectedAt: "2026-11-20", inspector: " ", ratings: [] }, 400, "Name the inspector."],
    [{ inspectedAt: "2026-11-20", inspector: "A", ratings: [{ element: "Roof", rating: "5" }] }, 400, "A rating is 1, 2, 3 or NI."],
    [{ inspectedAt: "2026-11-20", inspector: "A", ratings: [{ element: "Roof", rating: "1" }, { element: "Roof", rating: "2" }] }, 400, "Rate each element once."],
  ])("record %j → %d", async (json, status, message) => {
    const { id } = await schedule({ uprn: "100", dueDate: "2026-12-01" });
    const response = await record(id, json);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toContain(message);
  });

  it.each([
    ["a PDF named .png", Buffer.from("%PDF-1.4 not an image"), "fake.png", 415, "The file is not a JPEG, PNG or WebP image (its contents were checked, not its name)."],
    ["a GIF", Buffer.from("GIF89a...."), "anim.gif", 415, "Upload a .jpg or .jpeg or .png or .webp file."],
    ["over 5 MB", Buffer.concat([PNG, Buffer.alloc(5_000_001)]), "big.png", 413, "The file is too large (at most 5 MB)."],
  ])("photo: %s", async (_, bytes, name, status, message) => {
    const { id } = await schedule({ uprn: "100", dueDate: "2026-12-01" });
    const response = await upload(id, bytes, name);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toBe(message);
  });

  it("deletes a photo (row and stored bytes) once; 404 after, for another inspection's photo, and without a session 401; 409 once completed", async () => {
    const db = database.current().db;
    const { id } = await schedule({ uprn: "100", dueDate: "2026-12-02" });
    const other = await schedule({ uprn: "100", dueDate: "2026-12-03" });
    const kept = (await (await upload(id, PNG, "kept.png")).json()) as { id: string };
    const gone = (await (await upload(id, PNG, "gone.png")).json()) as { id: string };
    const remove = (inspectionId: string, photoId: string, request = authed(`/api/inspections/${inspectionId}/photos/${photoId}`, { method: "DELETE" })) => deletePhoto(request, params({ id: inspectionId, photoId }));
    expect((await remove(other.id, gone.id)).status).toBe(404);
    expect((await remove(id, gone.id, anonymous(`/api/inspections/${id}/photos/${gone.id}`, { method: "DELETE" }))).status).toBe(401);
    const response = await remove(id, gone.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: gone.id });
    expect(await db.inspectionPhoto.count({ where: { id: gone.id } })).toBe(0);
    expect((await getPhoto(authed(`/api/inspections/${id}/photos/${gone.id}`), params({ id, photoId: gone.id }))).status).toBe(404);
    const again = await remove(id, gone.id);
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toContain("may have been deleted already");
    const detail = (await (await getInspection(authed(`/api/inspections/${id}`), params({ id }))).json()) as Inspection;
    expect(detail.photos?.map((p) => p.id)).toEqual([kept.id]);
    expect((await setStatus(id, "cancelled")).status).toBe(200);
    const closed = await remove(id, kept.id);
    expect(closed.status).toBe(409);
    expect(await db.inspectionPhoto.count({ where: { id: kept.id } })).toBe(1);
  });

  it.each([
    ["an unknown inspection", () => getInspection(authed("/api/inspections/nope"), params({ id: "nope" })), 404],
    ["a bad status filter", () => listInspections(authed("/api/inspections?status=done")), 400],
    ["a bad status change", () => setStatus("nope", "scheduled"), 400],
    ["a photo of an unknown inspection", () => upload("nope", PNG, "a.png"), 404],
    ["no session", () => listInspections(anonymous("/api/inspections")), 401],
  ])("%s", async (_, call, status) => {
    expect((await call()).status).toBe(status);
  });
});
