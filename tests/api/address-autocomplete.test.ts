import { beforeAll, describe, expect, it } from "vitest";
import { POST as autocomplete } from "@/app/api/address-autocomplete/route";
import type { AutocompleteResponse } from "@/lib/address-finder/schemas";
import type { Db } from "@/lib/db/client";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();
beforeAll(async () => seedAddresses(database.current().db));

const SESSION = "6f1c2f4e-8f3a-4b1e-9c2d-3a4b5c6d7e8f";

async function seedAddresses(db: Db) {
  const row = (uprn: string, paon: string, street: string, postcode: string, saon: string | null = null, town = "NEWCASTLE UPON TYNE") => ({
    uprn, saon, paon, street, town, county: "TYNE AND WEAR", postcode,
    singleLine: `${saon ? `${saon}, ` : ""}${paon} ${street}, ${town}, ${postcode}`, latitude: 55.0072, longitude: -1.6353, source: "demo", period: "demo 2026",
  });
  await db.address.createMany({
    data: [
      row("100", "27", "Bradwell Road", "NE3 3LJ"),
      row("101", "31", "Bradwell Road", "NE3 3LJ"),
      row("102", "6", "Bradwell Road", "NE3 3LN", "Flat 2"),
      row("103", "11", "BRADWELL AVENUE", "M32 9RU", null, "MANCHESTER"),
      ...Array.from({ length: 14 }, (_, i) => row(String(200 + i), String(i + 1), "Kenton Road", "NE3 4AA")),
    ],
  });
}

type Body = AutocompleteResponse & { error?: { message: string } };

async function post(json: unknown) {
  const response = await autocomplete(authed("/api/address-autocomplete", { json }));
  return { status: response.status, body: (await response.json()) as Body };
}

describe("POST /api/address-autocomplete", () => {
  it("suggests addresses as they are typed, the UPRN as place id", async () => {
    const { status, body } = await post({ input: "27 Bradwell", sessionToken: SESSION, countryCode: "GB" });
    expect(status).toBe(200);
    expect(body.predictions[0]).toEqual({
      placeId: "100",
      description: "27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ",
      structuredFormatting: { mainText: "27 Bradwell Road", secondaryText: "Newcastle upon Tyne, NE3 3LJ" },
    });
  });

  it.each<[string, string[]]>([
    ["27 Bradw", ["27 Bradwell Road"]],
    ["bradwell road", ["27 Bradwell Road", "31 Bradwell Road", "Flat 2, 6 Bradwell Road"]],
    ["BRADWELL", ["11 Bradwell Avenue", "27 Bradwell Road", "31 Bradwell Road", "Flat 2, 6 Bradwell Road"]],
    ["ne3 3lj", ["27 Bradwell Road", "31 Bradwell Road"]],
    ["NE3 3L", ["27 Bradwell Road", "31 Bradwell Road", "Flat 2, 6 Bradwell Road"]],
    ["flat 2 6 bradwell", ["Flat 2, 6 Bradwell Road"]],
    ["31 bradwell road ne3 3lj", ["31 Bradwell Road"]],
    ["zzzz", []],
    ["99 Nowhere Lane", []],
  ])("%s", async (input, mainTexts) => {
    const { status, body } = await post({ input, sessionToken: SESSION, countryCode: "GB" });
    expect(status).toBe(200);
    expect(body.predictions.map((p) => p.structuredFormatting.mainText)).toEqual(mainTexts);
  });

  it("returns at most 10 suggestions", async () => {
    const { body } = await post({ input: "Kenton Road", sessionToken: SESSION, countryCode: "GB" });
    expect(body.predictions).toHaveLength(10);
    expect(body.predictions[0]?.structuredFormatting.mainText).toBe("1 Kenton Road");
  });

  it("takes GB as the country when none is sent", async () => {
    expect((await post({ input: "27 Bradwell", sessionToken: SESSION })).status).toBe(200);
  });

  it.each<[string, unknown, string]>([
    ["fewer than 3 characters", { input: "27", sessionToken: SESSION, countryCode: "GB" }, "Enter at least 3 characters"],
    ["3 characters of spaces", { input: "  a  ", sessionToken: SESSION, countryCode: "GB" }, "Enter at least 3 characters"],
    ["no input", { sessionToken: SESSION, countryCode: "GB" }, "Enter at least 3 characters"],
    ["no session token", { input: "27 Bradwell", countryCode: "GB" }, "sessionToken must be a UUID"],
    ["a session token that is not a UUID", { input: "27 Bradwell", sessionToken: "abc", countryCode: "GB" }, "sessionToken must be a UUID"],
    ["another country", { input: "27 Bradwell", sessionToken: SESSION, countryCode: "US" }, 'countryCode must be "GB"'],
    ["input that is too long", { input: "x".repeat(201), sessionToken: SESSION, countryCode: "GB" }, "too long"],
  ])("400 for %s", async (_, json, message) => {
    const { status, body } = await post(json);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(message);
  });

  it("needs a session", async () => {
    const request = anonymous("/api/address-autocomplete", { method: "POST", body: JSON.stringify({ input: "27 Bradwell", sessionToken: SESSION }), headers: { "content-type": "application/json" } });
    expect((await autocomplete(request)).status).toBe(401);
  });
});
