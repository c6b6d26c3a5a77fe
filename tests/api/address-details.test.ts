import { beforeAll, describe, expect, it } from "vitest";
import { POST as details } from "@/app/api/address-details/route";
import type { AddressDetails } from "@/lib/address-finder/schemas";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();
beforeAll(async () => {
  await database.current().db.address.create({
    data: {
      uprn: "100", paon: "27", street: "BRADWELL ROAD", locality: "GOSFORTH", town: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", postcode: "NE3 3LJ",
      singleLine: "27 Bradwell Road, Gosforth, Newcastle upon Tyne, NE3 3LJ", latitude: 55.0072, longitude: -1.6353, source: "demo", period: "demo 2026",
    },
  });
});

const SESSION = "0b6f8a44-2c1d-4e5f-8a9b-1c2d3e4f5a6b";

async function post(json: unknown) {
  const response = await details(authed("/api/address-details", { json }));
  return { status: response.status, body: (await response.json()) as AddressDetails & { error?: { message: string } } };
}

describe("POST /api/address-details", () => {
  it("gives the chosen address's postcode, town and UPRN", async () => {
    const { status, body } = await post({ placeId: "100", sessionToken: SESSION });
    expect(status).toBe(200);
    expect(body).toEqual({
      formattedAddress: "27 Bradwell Road, Gosforth, Newcastle upon Tyne, NE3 3LJ",
      postcode: "NE3 3LJ",
      city: "Newcastle upon Tyne",
      county: "Tyne and Wear",
      country: "United Kingdom",
      uprn: "100",
    });
  });

  it.each([
    ["an unknown UPRN", "999"],
    ["a place id that is not ours", "ChIJdd4hrwug2EcRmSrV3Vo6llI"],
  ])("404 for %s", async (_, placeId) => {
    const { status, body } = await post({ placeId, sessionToken: SESSION });
    expect(status).toBe(404);
    expect(body.error?.message).toBe(`No address with id ${placeId} was found.`);
  });

  it.each<[string, unknown, string]>([
    ["no place id", { sessionToken: SESSION }, "placeId must be the id of a suggestion."],
    ["a blank place id", { placeId: " ", sessionToken: SESSION }, "placeId must be the id of a suggestion."],
    ["no session token", { placeId: "100" }, "sessionToken must be a UUID"],
    ["a bad session token", { placeId: "100", sessionToken: "not-a-uuid" }, "sessionToken must be a UUID"],
  ])("400 for %s", async (_, json, message) => {
    const { status, body } = await post(json);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(message);
  });

  it("needs a session", async () => {
    const request = anonymous("/api/address-details", { method: "POST", body: JSON.stringify({ placeId: "100", sessionToken: SESSION }), headers: { "content-type": "application/json" } });
    expect((await details(request)).status).toBe(401);
  });
});
