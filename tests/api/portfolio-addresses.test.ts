import { beforeAll, describe, expect, it } from "vitest";
import { POST as validate } from "@/app/api/[namespace]/bulk-validate-addresses/route";
import { POST as apply } from "@/app/api/[namespace]/apply-bulk-corrections/route";
import { POST as fuzzy } from "@/app/api/[namespace]/fuzzy-address-corrections/route";
import { authed, params, useTestDatabase } from "../helpers/api";
import { seedOwnershipRegisters } from "../jobs/ownership-registers-seed";
import { seedPortfolio } from "./portfolio-seed";

const database = useTestDatabase();
beforeAll(async () => {
  const db = database.current().db;
  await seedPortfolio(db);
  await seedOwnershipRegisters(db);
  const base = { clientId: "client-acme", source: "test" };
  await db.chargedProperty.createMany({
    data: [
      { ...base, id: "cp-typo", address: "14 Grosvenr Rd", fullAddress: "14 Grosvenr Rd, Londn, SW1V 3SA", city: "Londn", postcode: "SW1V 3SA", currentProprietor: "STALE OWNER", titleNumber: "OLD1", lastSalePrice: 1 },
      { ...base, id: "cp-nonumber", address: "Grosvenor Road", fullAddress: "Grosvenor Road, London, SW1V 3SA", city: "London", postcode: "SW1V 3SA" },
      { ...base, id: "cp-short", address: "abc", fullAddress: "abc" },
    ],
  });
});

type Json = Record<string, unknown> & { error?: { message: string; details?: { message: string }[] } };
const json = async (response: Response) => (await response.json()) as Json;
const acme = params({ namespace: "acme" });
// Who applied a correction: the signed-in test session's Session-table key, shortened (never the cookie's id).
const sessionLabel = async () => {
  const label = `session ${(await database.current().db.session.findFirstOrThrow({ select: { id: true } })).id.slice(0, 8)}`;
  expect(label).toMatch(/^session [\w-]{8}$/);
  return label;
};
type Result = { id: string; propertyId: string; originalAddress: string; suggestedAddress: string | null; confidence: string; hasChanges: boolean };

describe("address correction", () => {
  let results: Result[] = [];

  it("bulk validation: stored addresses through the matcher, corrected ones left out, with summary counts", async () => {
    const body = await json(await validate(authed("/api/acme/bulk-validate-addresses", { json: { addresses: ["cp-1", "cp-2", "cp-3", "cp-typo"].map((id) => ({ id, originalAddress: "posted text is ignored" })) } }), acme));
    results = body.results as Result[];
    expect(results.map((r) => r.propertyId)).toEqual(["cp-1", "cp-2", "cp-typo"]);
    expect(body.total).toBe(3);
    const byId = Object.fromEntries(results.map((r) => [r.propertyId, r]));
    expect(byId["cp-1"]).toMatchObject({ originalAddress: "12 Grosvenor Road, London, SW1V 3SA", confidence: "HIGH", hasChanges: false });
    expect(byId["cp-typo"]).toMatchObject({ originalAddress: "14 Grosvenr Rd, Londn, SW1V 3SA", suggestedAddress: "14 Grosvenor Road, London, SW1V 3SA", hasChanges: true });
    expect(["HIGH", "MEDIUM"]).toContain(byId["cp-typo"]?.confidence);
    expect(byId["cp-2"]?.hasChanges).toBe(false);
    const summary = body.summary as { highConfidence: number; mediumConfidence: number; lowConfidence: number; errors: number; noChanges: number };
    expect(summary.noChanges).toBe(1 + (byId["cp-2"]?.confidence === "ERROR" ? 0 : 1));
    expect(summary.highConfidence + summary.mediumConfidence).toBe(1);
    expect(Object.values(summary).reduce((a, b) => a + b, 0)).toBe(3);
    expect(await database.current().db.addressCorrection.count({ where: { id: { in: results.map((r) => r.id) }, applied: false } })).toBe(3);
  });

  it("apply: the stored suggestion by id (posted text ignored) in one transaction; stale owner, title and sale cleared", async () => {
    const db = database.current().db;
    const typo = results.find((r) => r.propertyId === "cp-typo") as Result;
    const noChange = results.find((r) => r.propertyId === "cp-1") as Result;
    const refused = await apply(authed("/api/acme/apply-bulk-corrections", { json: { corrections: [typo, noChange] } }), acme);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error?.message).toContain("suggest no change");
    expect((await db.chargedProperty.findUniqueOrThrow({ where: { id: "cp-typo" } })).addressCorrected).toBe(false);

    const body = await json(await apply(authed("/api/acme/apply-bulk-corrections", { json: { corrections: [{ ...typo, suggestedAddress: "<b>posted</b>" }] } }), acme));
    expect(body).toEqual({ applied: 1 });
    expect(await db.chargedProperty.findUniqueOrThrow({ where: { id: "cp-typo" } })).toMatchObject({
      address: "14 Grosvenor Road",
      city: "London",
      postcode: "SW1V 3SA",
      fullAddress: "14 Grosvenor Road, London, SW1V 3SA",
      addressCorrected: true,
      currentProprietor: null,
      titleNumber: null,
      lastSalePrice: null,
      searchedAt: null,
    });
    const applied = await db.addressCorrection.findUniqueOrThrow({ where: { id: typo.id } });
    expect(applied).toMatchObject({ applied: true, originalAddress: "14 Grosvenr Rd, Londn, SW1V 3SA", appliedBy: await sessionLabel() });
    expect(applied.appliedAt?.getTime()).toBeGreaterThanOrEqual(applied.createdAt.getTime());
    expect(await db.addressCorrection.count({ where: { applied: false, NOT: { appliedBy: null } } })).toBe(0);
    const again = await apply(authed("/api/acme/apply-bulk-corrections", { json: { corrections: [typo] } }), acme);
    expect(again.status).toBe(409);
  });

  it("fuzzy: applies HIGH only, never a house number the input lacked; skips corrected and short ones; keeps every attempt", async () => {
    const db = database.current().db;
    const body = await json(await fuzzy(authed("/api/acme/fuzzy-address-corrections", { json: { propertyIds: ["cp-1", "cp-nonumber", "cp-short", "cp-3", "cp-typo"] } }), acme));
    expect(body).toEqual({ corrected: 1, failed: 1, skipped: 3 });
    expect(await db.chargedProperty.findUniqueOrThrow({ where: { id: "cp-1" } })).toMatchObject({ addressCorrected: true, address: "12 Grosvenor Road" });
    expect(await db.chargedProperty.findUniqueOrThrow({ where: { id: "cp-nonumber" } })).toMatchObject({ addressCorrected: false, address: "Grosvenor Road" });
    const kept = await db.addressCorrection.findMany({ where: { chargedPropertyId: { in: ["cp-1", "cp-nonumber"] }, applied: true } });
    expect(kept.map((row) => row.chargedPropertyId)).toEqual(["cp-1"]);
    expect(kept[0]).toMatchObject({ appliedBy: `fuzzy (HIGH), ${await sessionLabel()}`, appliedAt: expect.any(Date) });
    expect(await db.addressCorrection.findFirstOrThrow({ where: { chargedPropertyId: "cp-nonumber" } })).toMatchObject({ applied: false, appliedBy: null, appliedAt: null });
    expect(await db.addressCorrection.count({ where: { chargedPropertyId: "cp-nonumber" } })).toBe(1);
  });

  it.each([
    ["validate nothing", () => validate(authed("/api/acme/bulk-validate-addresses", { json: { addresses: [] } }), acme), 400, "There are no addresses to validate."],
    ["validate 51", () => validate(authed("/api/acme/bulk-validate-addresses", { json: { addresses: Array.from({ length: 51 }, (_, n) => ({ id: `x${n}` })) } }), acme), 400, "at most 50"],
    ["validate another client's", () => validate(authed("/api/acme/bulk-validate-addresses", { json: { addresses: [{ id: "nope" }] } }), acme), 400, "not charged properties of Acme Holdings: nope"],
    ["apply nothing", () => apply(authed("/api/acme/apply-bulk-corrections", { json: { corrections: [] } }), acme), 400, "Select at least one correction"],
    ["apply an unknown id", () => apply(authed("/api/acme/apply-bulk-corrections", { json: { corrections: [{ id: "nope" }] } }), acme), 400, "not address suggestions of Acme Holdings"],
    ["fuzzy 501", () => fuzzy(authed("/api/acme/fuzzy-address-corrections", { json: { propertyIds: Array.from({ length: 501 }, (_, n) => `x${n}`) } }), acme), 400, "at most 500"],
    ["fuzzy nothing", () => fuzzy(authed("/api/acme/fuzzy-address-corrections", { json: { propertyIds: [] } }), acme), 400, "There are no properties to correct."],
    ["fuzzy for an unknown client", () => fuzzy(authed("/api/nobody/fuzzy-address-corrections", { json: { propertyIds: ["cp-1"] } }), params({ namespace: "nobody" })), 404, 'There is no client "nobody"'],
  ])("%s → %i", async (_name, call, status, message) => {
    const response = await call();
    expect(response.status).toBe(status);
    const error = (await json(response)).error;
    expect([error?.message, ...(error?.details ?? []).map((d) => d.message)].join(" ")).toContain(message);
  });
});
