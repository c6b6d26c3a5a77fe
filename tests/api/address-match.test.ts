import { beforeAll, describe, expect, it } from "vitest";
import { GET as match } from "@/app/api/address/match/route";
import type { Db } from "@/lib/db/client";
import { rebuildStreetIndex } from "@/lib/import/rebuild-street-index";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

async function seedAddresses(db: Db) {
  await db.postcode.createMany({
    data: [
      { postcode: "NE3 3LJ", outcode: "NE3", sector: "NE3 3", latitude: 55.00717, longitude: -1.63528, districtCode: "E08000021", source: "os-codepoint-open", period: "2014-08" },
      { postcode: "NE3 3LN", outcode: "NE3", sector: "NE3 3", latitude: 55.00791, longitude: -1.63397, districtCode: "E08000021", source: "os-codepoint-open", period: "2014-08" },
    ],
  });
  const address = (uprn: string, paon: string, postcode: string) => ({
    uprn, paon, street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode, singleLine: `${paon} Bradwell Road, Newcastle upon Tyne ${postcode}`, latitude: 55.0072, longitude: -1.6353, source: "demo", period: "demo 2026",
  });
  await db.address.createMany({ data: [address("100", "27", "NE3 3LJ"), address("101", "31", "NE3 3LJ"), address("102", "2", "NE3 3LN")] });
  await db.address.create({
    data: { uprn: "103", saon: "Flat 6", paon: "Dene Court", street: "Jesmond Park East", town: "Newcastle upon Tyne", postcode: "NE3 3LN", singleLine: "Flat 6, Dene Court, Jesmond Park East, Newcastle upon Tyne NE3 3LN", latitude: 55.0079, longitude: -1.634, source: "demo", period: "demo 2026" },
  });
}

const database = useTestDatabase();
beforeAll(async () => seedAddresses(database.current().db));

type Body = { match?: { postcode: string; address: string | null; uprn: string | null; confidence: string; score: number }; error?: { message: string } };

async function get(query: string) {
  const response = await match(authed(`/api/address/match${query}`));
  return { status: response.status, body: (await response.json()) as Body };
}

const q = (text: string) => `?${new URLSearchParams({ query: text }).toString()}`;

describe("GET /api/address/match", () => {
  it.each([
    ["27 Bradwell Road, Newcastle NE3 3LJ", "100", "HIGH"],
    ["27 bradwell rd ne33lj", "100", "HIGH"],
    ["31 Bradwell Road NE3 3LJ", "101", "HIGH"],
    // A wrong postcode is corrected through outcode + street blocking.
    ["2 Bradwell Road NE3 3LJ", "102", "MEDIUM"],
  ])("%s → UPRN %s", async (text, uprn, confidence) => {
    const { status, body } = await get(q(text));
    expect(status).toBe(200);
    expect(body.match).toMatchObject({ uprn, confidence });
    expect(body.match?.postcode).toMatch(/^NE3 3L[JN]$/);
    expect(body.match?.address).toContain("Bradwell Road");
    expect(body.match?.score).toBeGreaterThan(0.7);
  });

  // Each answer says how sure the matcher is; what it is not sure of is never HIGH.
  it.each([
    // Land beside number 27 is not number 27: offered for review, not auto-accepted.
    ["LAND ADJOINING, 27 Bradwell Road NE3 3LJ", "100", "LOW"],
    // No postcode and a typo: the street look-up still finds it.
    ["27 Bradwel Road, Newcastle", "100", "HIGH"],
    // The building-name look-up.
    ["Flat 6, Dene Court", "103", "HIGH"],
  ])("%s → UPRN %s at %s", async (text, uprn, confidence) => {
    const { status, body } = await get(q(text));
    expect(status).toBe(200);
    expect(body.match).toMatchObject({ uprn, confidence });
  });

  it("finds a street misspelt in its first letters once the street index is built", async () => {
    expect((await get(q("27 Rbadwell Road, Newcastle"))).status).toBe(404);
    await rebuildStreetIndex(database.current().db);
    const { status, body } = await get(q("27 Rbadwell Road, Newcastle"));
    expect(status).toBe(200);
    expect(body.match).toMatchObject({ uprn: "100", postcode: "NE3 3LJ" });
    expect(["HIGH", "MEDIUM"]).toContain(body.match?.confidence);
  });

  it("falls back to the postcode in the text when no address matches", async () => {
    const { status, body } = await get(q("99 Nowhere Street, NE3 3LJ"));
    expect(status).toBe(200);
    expect(body.match).toMatchObject({ postcode: "NE3 3LJ", address: null, uprn: null, confidence: "ERROR" });
  });

  it.each([
    [q("99 Nowhere Street"), 404, "No matching address found"],
    [q("ab"), 400, "at least 3 characters"],
    [q("   ab  "), 400, "at least 3 characters"],
    [q("x".repeat(201)), 400, "too long"],
    ["", 400, "at least 3 characters"],
  ])("%s → %i", async (query, status, message) => {
    const { status: actual, body } = await get(query);
    expect(actual).toBe(status);
    expect(body.error?.message).toContain(message);
  });

  it("needs a session", async () => {
    expect((await match(anonymous(`/api/address/match${q("27 Bradwell Road NE3 3LJ")}`))).status).toBe(401);
  });
});
