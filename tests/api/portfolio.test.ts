import { beforeAll, describe, expect, it } from "vitest";
import { GET as unknownApi } from "@/app/api/[namespace]/[[...path]]/route";
import { GET as overview } from "@/app/api/[namespace]/overview/route";
import { GET as listProperties, POST as addProperty } from "@/app/api/[namespace]/properties/route";
import { DELETE as deleteProperty } from "@/app/api/[namespace]/properties/[id]/route";
import { PATCH as patchPropertyAddress } from "@/app/api/[namespace]/properties/[id]/address/route";
import { GET as listCharged, POST as addCharged } from "@/app/api/[namespace]/charged-properties/route";
import { DELETE as deleteCharged } from "@/app/api/[namespace]/charged-properties/[id]/route";
import { PATCH as patchChargedAddress } from "@/app/api/[namespace]/charged-properties/[id]/address/route";
import { GET as listCharges, POST as addCharge } from "@/app/api/[namespace]/charges/route";
import { DELETE as deleteCharge } from "@/app/api/[namespace]/charges/[id]/route";
import { GET as listValuations, POST as addValuation } from "@/app/api/[namespace]/valuations/route";
import { DELETE as deleteValuation } from "@/app/api/[namespace]/valuations/[id]/route";
import { GET as propertyDetail } from "@/app/api/[namespace]/property/[titleNumber]/route";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";
import { seedPortfolio } from "./portfolio-seed";

const database = useTestDatabase();
beforeAll(async () => seedPortfolio(database.current().db));

type Json = Record<string, unknown> & { error?: { message: string } };
const json = async (response: Response) => (await response.json()) as Json;
const acme = params({ namespace: "acme" });
// The signed-in test session as a correction names it: its Session-table key, shortened.
const sessionLabel = async () => `session ${(await database.current().db.session.findFirstOrThrow({ select: { id: true } })).id.slice(0, 8)}`;

describe("portfolio reads", () => {
  it("overview: client name, counts, Last Updated from the newest change", async () => {
    const body = await json(await overview(authed("/api/acme/overview"), acme));
    expect(body).toMatchObject({ client: "Acme Holdings", summary: { properties: 2, charges: 2, valuations: 1 } });
    expect(typeof body.lastUpdated).toBe("string");
    const before = Date.parse(body.lastUpdated as string);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await patchPropertyAddress(authed("/api/acme/properties/prop-2/address", { method: "PATCH", json: { address: "Flat 2, 9 Park Row", postcode: "LS1 5HD", city: "Leeds" } }), params({ namespace: "acme", id: "prop-2" }));
    const after = await json(await overview(authed("/api/acme/overview"), acme));
    expect(Date.parse(after.lastUpdated as string)).toBeGreaterThan(before);
  });

  it("a delete moves Last Updated too, though it leaves no row; a 404 delete does not", async () => {
    const db = database.current().db;
    await db.client.create({ data: { slug: "delete-co", name: "Delete Co", source: "test" } });
    const target = params({ namespace: "delete-co" });
    const lastUpdated = async () => (await json(await overview(authed("/api/delete-co/overview"), target))).lastUpdated as string | null;
    expect(await lastUpdated()).toBeNull();
    const created = await json(await addCharge(authed("/api/delete-co/charges", { json: { status: "Open", lender: "Lloyds" } }), target));
    const afterAdd = await lastUpdated();
    expect(afterAdd).not.toBeNull();
    // The only row is backdated, so nothing but the client's own date can say "changed now".
    await db.charge.update({ where: { id: created.id as string }, data: { createdAt: new Date("2001-01-01T00:00:00Z") } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const removed = await deleteCharge(authed(`/api/delete-co/charges/${created.id}`, { method: "DELETE" }), params({ namespace: "delete-co", id: created.id as string }));
    expect(removed.status).toBe(200);
    const afterDelete = await lastUpdated();
    expect(Date.parse(afterDelete as string)).toBeGreaterThan(Date.parse(afterAdd as string));
    const missing = await deleteCharge(authed(`/api/delete-co/charges/${created.id}`, { method: "DELETE" }), params({ namespace: "delete-co", id: created.id as string }));
    expect(missing.status).toBe(404);
    expect(await lastUpdated()).toBe(afterDelete);
  });

  it("overview of a client with no rows: zeros and N/A (null)", async () => {
    await database.current().db.client.create({ data: { slug: "empty-co", name: "Empty Co", source: "test" } });
    expect(await json(await overview(authed("/api/empty-co/overview"), params({ namespace: "empty-co" })))).toEqual({ client: "Empty Co", lastUpdated: null, summary: { properties: 0, charges: 0, valuations: 0 } });
  });

  it("properties: every row of this client only, searched by address, city, postcode or title", async () => {
    const all = await json(await listProperties(authed("/api/acme/properties"), acme));
    expect(all.total).toBe(2);
    expect(all.searchTerm).toBe("");
    expect((all.properties as { titleNumber: string }[]).map((p) => p.titleNumber)).toEqual(["NGL100001", "NGL100002"]);
    expect((all.properties as object[])[0]).toEqual({ id: "prop-1", titleNumber: "NGL100001", address: "12 Grosvenor Road", city: "London", county: null, postcode: "SW1V 3SA", tenure: "Freehold", classification: "Residential", uprn: null, ownerName: null });
    for (const term of ["grosvenor", "LONDON", "sw1v", "ngl100001", "  grosvenor  "]) {
      const found = await json(await listProperties(authed(`/api/acme/properties?search=${encodeURIComponent(term)}`), acme));
      expect(found).toMatchObject({ total: 1, searchTerm: term.trim() });
    }
    expect(await json(await listProperties(authed("/api/acme/properties?search=100%25"), acme))).toMatchObject({ total: 0, properties: [] });
  });

  it("charges newest first with total; valuations; charged properties with nested pricePaidData", async () => {
    const charges = await json(await listCharges(authed("/api/acme/charges"), acme));
    expect(charges.total).toBe(2);
    expect((charges.charges as { id: string; dateRegistered: string }[]).map((c) => [c.id, c.dateRegistered])).toEqual([["charge-1", "2020-03-01"], ["charge-2", "2012-06-15"]]);
    const valuations = await json(await listValuations(authed("/api/acme/valuations"), acme));
    expect(valuations.valuations).toEqual([expect.objectContaining({ id: "val-1", currentValue: 1250000, rcaValue: null, valuationType: "Market Value", valuationDate: "2025-01-31" })]);
    const charged = await json(await listCharged(authed("/api/acme/charged-properties?search=leeds"), acme));
    expect(charged).toMatchObject({ total: 1, searchTerm: "leeds" });
    expect((charged.properties as object[])[0]).toMatchObject({ id: "cp-2", addressCorrected: false, currentProprietor: null, pricePaidData: { saleCount: 0, propertyType: null } });
  });

  it("property detail: the row, valuations, charges, asset trace and an images list", async () => {
    const body = await json(await propertyDetail(authed("/api/acme/property/NGL100001"), params({ namespace: "acme", titleNumber: "NGL100001" })));
    expect(body).toMatchObject({ property: { titleNumber: "NGL100001" }, enhancedChimnieData: { property: { images: [] } } });
    expect((body.valuations as object[]).length).toBe(1);
    expect((body.charges as object[]).length).toBe(2);
    expect(body.assetTrace).toEqual([{ date: "2019-05-01", event: "Purchased", value: 980000, notes: null }]);
  });

  it("property detail images are the photos of the property's inspections (none → [] and no grid); nothing invented", async () => {
    const db = database.current().db;
    const inspection = await db.inspection.create({ data: { propertyId: "prop-1", clientId: "client-acme", address: "12 Grosvenor Road", status: "in_progress", dueDate: new Date("2026-12-01T00:00:00Z") } });
    const photo = await db.inspectionPhoto.create({ data: { inspectionId: inspection.id, fileName: "front.png", contentType: "image/png", size: 4, data: new Uint8Array([137, 80, 78, 71]), caption: "Front elevation" } });
    const detail = async (titleNumber: string) => json(await propertyDetail(authed(`/api/acme/property/${titleNumber}`), params({ namespace: "acme", titleNumber })));
    expect((await detail("NGL100001")).enhancedChimnieData).toEqual({ property: { images: [{ url: `/api/inspections/${inspection.id}/photos/${photo.id}`, caption: "Front elevation" }] } });
    expect((await detail("NGL100002")).enhancedChimnieData).toEqual({ property: { images: [] } });
    await db.inspection.delete({ where: { id: inspection.id } });
  });

  it.each([
    ["an unknown client", () => overview(authed("/api/nobody/overview"), params({ namespace: "nobody" })), 404, 'There is no client "nobody"'],
    ["a reserved name", () => listProperties(authed("/api/epc/properties"), params({ namespace: "epc" })), 404, 'There is no client "epc"'],
    ["another client's title", () => propertyDetail(authed("/api/acme/property/NGL999999"), params({ namespace: "acme", titleNumber: "NGL999999" })), 404, "Property details not found"],
    ["an over-long search", () => listProperties(authed(`/api/acme/properties?search=${"x".repeat(201)}`), acme), 400, "at most 200"],
    ["an unknown API path", () => unknownApi(authed("/api/acme/no-such-call"), params({ namespace: "acme", path: ["no-such-call"] })), 404, "There is no API at /api/acme/no-such-call"],
  ])("%s → %i", async (_name, call, status, message) => {
    const response = await call();
    expect(response.status).toBe(status);
    expect((await json(response)).error?.message).toContain(message);
  });

  it("needs a session", async () => {
    expect((await overview(anonymous("/api/acme/overview"), acme)).status).toBe(401);
  });
});

describe("portfolio writes", () => {
  it("adds a property (empty optionals omitted), refuses the same title twice (409), deletes it once", async () => {
    const created = await json(await addProperty(authed("/api/acme/properties", { json: { titleNumber: "NGL200", address: "3 New Street", postcode: "", tenure: "", classification: "" } }), acme));
    expect(created).toMatchObject({ titleNumber: "NGL200", postcode: null, tenure: null, classification: null });
    const again = await addProperty(authed("/api/acme/properties", { json: { titleNumber: "NGL200", address: "elsewhere" } }), acme);
    expect(again.status).toBe(409);
    expect((await json(again)).error?.message).toContain("already in Acme Holdings's portfolio");
    const target = params({ namespace: "acme", id: created.id as string });
    expect((await deleteProperty(authed(`/api/acme/properties/${created.id}`, { method: "DELETE" }), target)).status).toBe(200);
    expect((await deleteProperty(authed(`/api/acme/properties/${created.id}`, { method: "DELETE" }), target)).status).toBe(404);
  });

  it("never touches another client's rows", async () => {
    expect((await deleteProperty(authed("/api/acme/properties/prop-other", { method: "DELETE" }), params({ namespace: "acme", id: "prop-other" }))).status).toBe(404);
    expect(await database.current().db.portfolioProperty.count({ where: { id: "prop-other" } })).toBe(1);
  });

  it("a charged-property address change is kept as a correction and clears stale ownership", async () => {
    const db = database.current().db;
    await db.chargedProperty.update({ where: { id: "cp-1" }, data: { currentProprietor: "OLD OWNER LTD", titleNumber: "NGL1", lastSalePrice: 5, saleCount: 2 } });
    const response = await patchChargedAddress(authed("/api/acme/charged-properties/cp-1/address", { method: "PATCH", json: { address: "14 Grosvenor Road", postcode: "SW1V 3SA" } }), params({ namespace: "acme", id: "cp-1" }));
    expect(await json(response)).toMatchObject({ address: "14 Grosvenor Road", city: "London", addressCorrected: true, currentProprietor: null, titleNumber: null, lastSalePrice: null, pricePaidData: { saleCount: 0 } });
    expect(await db.addressCorrection.findMany({ where: { chargedPropertyId: "cp-1" }, select: { originalAddress: true, suggestedAddress: true, applied: true, appliedBy: true, appliedAt: true } })).toEqual([
      { originalAddress: "12 Grosvenor Road, London, SW1V 3SA", suggestedAddress: "14 Grosvenor Road, London, SW1V 3SA", applied: true, appliedBy: await sessionLabel(), appliedAt: expect.any(Date) },
    ]);
  });

  it("adds and deletes a charged property, a charge and a valuation (the calls no screen wires)", async () => {
    const cp = await json(await addCharged(authed("/api/acme/charged-properties", { json: { address: "9 Quay Street", city: "Bristol", status: "Open" } }), acme));
    expect(cp).toMatchObject({ address: "9 Quay Street", fullAddress: "9 Quay Street, Bristol", addressCorrected: false });
    expect((await deleteCharged(authed(`/api/acme/charged-properties/${cp.id}`, { method: "DELETE" }), params({ namespace: "acme", id: cp.id as string }))).status).toBe(200);
    const charge = await json(await addCharge(authed("/api/acme/charges", { json: { status: "Open", lender: "Lloyds", amountSecured: 100000, dateRegistered: "2024-02-29" } }), acme));
    expect(charge).toMatchObject({ status: "Open", dateRegistered: "2024-02-29", amountSecured: 100000 });
    expect((await deleteCharge(authed(`/api/acme/charges/${charge.id}`, { method: "DELETE" }), params({ namespace: "acme", id: charge.id as string }))).status).toBe(200);
    const valuation = await json(await addValuation(authed("/api/acme/valuations", { json: { titleNumber: "NGL100002", currentValue: 250000, valuationType: "Market Rent" } }), acme));
    expect(valuation).toMatchObject({ titleNumber: "NGL100002", currentValue: 250000 });
    expect((await deleteValuation(authed(`/api/acme/valuations/${valuation.id}`, { method: "DELETE" }), params({ namespace: "acme", id: valuation.id as string }))).status).toBe(200);
    expect((await deleteValuation(authed(`/api/acme/valuations/${valuation.id}`, { method: "DELETE" }), params({ namespace: "acme", id: valuation.id as string }))).status).toBe(404);
  });

  it.each([
    ["property without title", () => addProperty(authed("/api/acme/properties", { json: { address: "1 A Street" } }), acme), 400, "Title Number and Address are required fields."],
    ["property with blank address", () => addProperty(authed("/api/acme/properties", { json: { titleNumber: "X1", address: "   " } }), acme), 400, "Title Number and Address are required fields."],
    ["property with a bad tenure", () => addProperty(authed("/api/acme/properties", { json: { titleNumber: "X1", address: "1 A Street", tenure: "Commonhold" } }), acme), 400, "Freehold or Leasehold"],
    ["property with a long title", () => addProperty(authed("/api/acme/properties", { json: { titleNumber: "X".repeat(21), address: "1 A Street" } }), acme), 400, "at most 20"],
    ["charged property under 5 characters", () => addCharged(authed("/api/acme/charged-properties", { json: { address: "1 A" } }), acme), 400, "Address is required"],
    ["charged property, long details", () => addCharged(authed("/api/acme/charged-properties", { json: { address: "1 A Street", details: "x".repeat(1001) } }), acme), 400, "at most 1000"],
    ["charge without status", () => addCharge(authed("/api/acme/charges", { json: { lender: "Lloyds" } }), acme), 400, "A status is required"],
    ["charge with a bad date", () => addCharge(authed("/api/acme/charges", { json: { status: "Open", dateRegistered: "29/02/2024" } }), acme), 400, "YYYY-MM-DD"],
    ["charge with pence", () => addCharge(authed("/api/acme/charges", { json: { status: "Open", amountSecured: 10.5 } }), acme), 400, "whole pounds"],
    ["valuation without title", () => addValuation(authed("/api/acme/valuations", { json: { currentValue: 1 } }), acme), 400, "A title number is required."],
    ["address patch without address", () => patchPropertyAddress(authed("/api/acme/properties/prop-1/address", { method: "PATCH", json: { postcode: "SW1V 3SA" } }), params({ namespace: "acme", id: "prop-1" })), 400, "An address is required."],
    ["address patch of an unknown row", () => patchChargedAddress(authed("/api/acme/charged-properties/nope/address", { method: "PATCH", json: { address: "1 A Street" } }), params({ namespace: "acme", id: "nope" })), 404, "There is no charged property nope"],
    ["a delete of an unknown charge", () => deleteCharge(authed("/api/acme/charges/nope", { method: "DELETE" }), params({ namespace: "acme", id: "nope" })), 404, "There is no charge nope"],
    ["a write to an unknown client", () => addCharge(authed("/api/nobody/charges", { json: { status: "Open" } }), params({ namespace: "nobody" })), 404, 'There is no client "nobody"'],
  ])("%s → %i", async (_name, call, status, message) => {
    const response = await call();
    expect(response.status).toBe(status);
    const body = await json(response);
    expect([body.error?.message, ...((body.error as { details?: { message: string }[] } | undefined)?.details ?? []).map((d) => d.message)].join(" ")).toContain(message);
  });
});
