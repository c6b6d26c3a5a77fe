import { beforeAll, describe, expect, it } from "vitest";
import { POST as autocomplete } from "@/app/api/address-autocomplete/route";
import { GET as match } from "@/app/api/address/match/route";
import { GET as search } from "@/app/api/properties/search/route";
import { GET as byAddress } from "@/app/api/uprn/search/address/route";
import type { Db } from "@/lib/db/client";
import { authed, useTestDatabase } from "../helpers/api";

// Address text as the registers hold it: the demo layer in title case ("Kenton Road"),
// Price Paid and AddressBase in capitals ("KENTON LANE"), and two names with LIKE's
// wildcard characters in them. Text search used to rely on SQLite's case-insensitive LIKE
// (nothing found on PostgreSQL) and passed % and _ through as wildcards (q=%%% matched
// every address).
async function seedAddresses(db: Db) {
  await db.postcode.createMany({
    data: [
      { postcode: "NE3 4AA", outcode: "NE3", sector: "NE3 4", latitude: 55.0, longitude: -1.64, districtCode: "E08000021", source: "os-codepoint-open", period: "2014-08" },
      { postcode: "NE3 4AB", outcode: "NE3", sector: "NE3 4", latitude: 55.001, longitude: -1.641, districtCode: "E08000021", source: "os-codepoint-open", period: "2014-08" },
    ],
  });
  const row = (uprn: string, paon: string, street: string | null, postcode: string, town = "Newcastle upon Tyne") => ({
    uprn, paon, street, town, postcode, singleLine: `${paon}${street ? ` ${street}` : ""}, ${town} ${postcode}`, latitude: 55.0, longitude: -1.64, source: "demo", period: "demo 2026",
  });
  await db.address.createMany({
    data: [
      ...Array.from({ length: 14 }, (_, i) => row(String(300 + i), String(i + 1), "Kenton Road", "NE3 4AA")),
      row("320", "Kenton Bar Cottage", null, "NE3 4AB"),
      row("330", "12", "KENTON LANE", "NE3 4AB", "NEWCASTLE UPON TYNE"),
      row("340", "50% House", "Gosforth Street", "NE3 4AB"),
      row("341", "Unit_9", "Gosforth Street", "NE3 4AB"),
      row("342", "Unit 9", "Gosforth Street", "NE3 4AB"),
      row("343", "Unit19", "Gosforth Street", "NE3 4AB"),
    ],
  });
  await db.sale.create({
    data: { transactionId: "{K1}", price: 210_000, date: new Date("2022-05-01"), postcode: "NE3 4AA", outcode: "NE3", propertyType: "T", newBuild: false, tenure: "F", category: "A", paon: "12", street: "KENTON ROAD", town: "NEWCASTLE UPON TYNE", uprn: "311", source: "hmlr-ppd", period: "2022" },
  });
}

const database = useTestDatabase();
beforeAll(async () => seedAddresses(database.current().db));

type List = { results: { uprn: string; address: string }[]; total: number };
async function findUprns(query: string) {
  const response = await byAddress(authed(`/api/uprn/search/address?${query}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as List).results.map((r) => r.uprn);
}

const KENTON = [...Array.from({ length: 14 }, (_, i) => String(300 + i)), "320", "330"];

describe("address text search, the same on SQLite and PostgreSQL", () => {
  it.each(["Kenton", "kenton", "KENTON", "kEnToN"])("exact search for %s ignores case and finds every spelling", async (q) => {
    expect(await findUprns(`q=${q}&fuzzy=false&limit=200`)).toEqual(KENTON);
  });

  it("fuzzy search for a mixed-case street name finds it", async () => {
    const uprns = await findUprns("q=Kenton%20Road&fuzzy=false&limit=200");
    expect(uprns.length).toBeGreaterThanOrEqual(14);
    expect(uprns.every((u) => KENTON.includes(u))).toBe(true);
  });

  // The fuzzy search answers with the matcher's confidence and nothing below MEDIUM: a
  // street alone ("Kenton Road") names no one property, so every house on it is a guess.
  it.each<[string, { uprn: string; confidence: string }[]]>([
    ["q=12%20kenton%20road%20newcastle", [{ uprn: "311", confidence: "HIGH" }]],
    ["q=12%20Kentn%20Rd%20NE3%204AA", [{ uprn: "311", confidence: "HIGH" }]],
    ["q=12%20KENTON%20LANE", [{ uprn: "330", confidence: "HIGH" }]],
    ["q=Kenton%20Road", []],
    ["q=99%20Kenton%20Road%20NE3%204AA", []],
  ])("fuzzy %s says how sure it is", async (query, expected) => {
    const response = await byAddress(authed(`/api/uprn/search/address?${query}`));
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { uprn: string; confidence?: string; score?: number }[] };
    expect(results.map(({ uprn, confidence }) => ({ uprn, confidence }))).toEqual(expected);
    for (const result of results) expect(result.score).toBeGreaterThanOrEqual(0.75);
  });

  it.each([
    ["q=%25%25%25&fuzzy=false", []],
    ["q=%25%25%25", []],
    ["q=___&fuzzy=false", []],
    ["q=___", []],
    ["q=50%25&fuzzy=false", ["340"]],
    ["q=t_9&fuzzy=false", ["341"]],
    ["q=it%5C_&fuzzy=false", []],
  ])("wildcards are literal: %s", async (query, expected) => {
    expect(await findUprns(query)).toEqual(expected);
  });

  it("searches properties by a mixed-case address", async () => {
    const response = await search(authed("/api/properties/search?searchType=address&address=12%20Kenton%20Road%20Newcastle"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { properties: { id: string; price: string }[] };
    expect(body.properties.map((p) => p.price)).toContain("210000");
  });

  it("matches a mixed-case address to its UPRN", async () => {
    const response = await match(authed(`/api/address/match?${new URLSearchParams({ query: "12 kenton road newcastle" })}`));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { match: { uprn: string } }).match.uprn).toBe("311");
  });

  it("suggests mixed-case and capitalised streets alike", async () => {
    const response = await autocomplete(authed("/api/address-autocomplete", { json: { input: "kenton", sessionToken: "6f1c2f4e-8f3a-4b1e-9c2d-3a4b5c6d7e8f" } }));
    expect(response.status).toBe(200);
    const main = ((await response.json()) as { predictions: { structuredFormatting: { mainText: string } }[] }).predictions.map((p) => p.structuredFormatting.mainText);
    expect(main).toContain("12 Kenton Lane");
    expect(main.some((m) => m.endsWith("Kenton Road"))).toBe(true);
  });
});
