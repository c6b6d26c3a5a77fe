import { beforeAll, describe, expect, it } from "vitest";
import { GET as byPostcode } from "@/app/api/epc/postcode/[postcode]/route";
import { GET as byUprn } from "@/app/api/epc/search/[uprn]/route";
import { EPC_POSTCODE_MESSAGE, type EpcResponse } from "@/lib/epc/schemas";
import { UPRN_MESSAGE } from "@/lib/property/check-property-input";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const expiry = (iso: string) => new Date(`${Number(iso.slice(0, 4)) + 10}${iso.slice(4)}T00:00:00Z`);

function certificate(lmkKey: string, uprn: string | null, postcode: string, lodged: string, extra: Record<string, unknown> = {}) {
  return {
    lmkKey,
    address1: "27 Bradwell Road",
    address2: null,
    address3: null,
    posttown: "NEWCASTLE UPON TYNE",
    postcode,
    uprn,
    currentEnergyRating: "D",
    currentEnergyEfficiency: 61,
    potentialEnergyRating: "B",
    potentialEnergyEfficiency: 83,
    inspectionDate: day(lodged),
    lodgementDate: day(lodged),
    dateOfExpiry: expiry(lodged),
    propertyType: "House",
    builtForm: "Semi-Detached",
    totalFloorArea: 84,
    environmentImpactCurrent: 55,
    mainHeatingControls: "2106",
    mainheatDescription: "Boiler and radiators, mains gas",
    hotWaterDescription: "From main system",
    constructionAgeBand: "England and Wales: 1930-1949",
    tenure: "Owner-occupied",
    source: "epc-register",
    period: "2012-01..2024-06",
    ...extra,
  };
}

beforeAll(async () => {
  const { db } = database.current();
  await db.epcCertificate.createMany({
    data: [
      // One home's history: an expired certificate, then a current one.
      certificate("cert-2012", "100", "NE3 3LJ", "2012-05-01", { currentEnergyRating: "E", currentEnergyEfficiency: 48 }),
      certificate("cert-2024", "100", "NE3 3LJ", "2024-06-01", { address2: "Gosforth", address3: "Newcastle" }),
      certificate("cert-demo", "101", "NE3 3LJ", "2020-01-15", { address1: "31 Bradwell Road", source: "demo", period: "demo", currentEnergyRating: "H" }),
      certificate("cert-other", "102", "NE1 1AD", "2022-03-03", { address1: "1 Elsewhere", postcode: "NE1 1AD" }),
      // A block of flats in one postcode: more certificates than are shown at once.
      ...Array.from({ length: 105 }, (_, i) =>
        certificate(`flat-${String(i).padStart(3, "0")}`, String(5000 + i), "M14 5XX", `2015-${String((i % 12) + 1).padStart(2, "0")}-01`, { address1: `Flat ${i + 1}` }),
      ),
    ],
  });
});

async function read(response: Response): Promise<EpcResponse> {
  expect(response.status).toBe(200);
  return (await response.json()) as EpcResponse;
}

describe("GET /api/epc/search/{uprn}", () => {
  it("answers rows[] with spec §3's field names, newest first, the expired one marked", async () => {
    const body = await read(await byUprn(authed("/api/epc/search/100"), params({ uprn: "100" })));
    expect(body.total).toBe(2);
    expect(body.rows.map((r) => r.certificate_number)).toEqual(["cert-2024", "cert-2012"]);
    expect(body.rows[0]).toEqual({
      certificate_number: "cert-2024",
      address1: "27 Bradwell Road",
      address2: "Gosforth, Newcastle",
      posttown: "NEWCASTLE UPON TYNE",
      postcode: "NE3 3LJ",
      current_energy_rating: "D",
      current_energy_efficiency: 61,
      potential_energy_rating: "B",
      potential_energy_efficiency: 83,
      inspection_date: "2024-06-01",
      lodgement_date: "2024-06-01",
      property_type: "House",
      built_form: "Semi-Detached",
      total_floor_area: 84,
      environment_impact_current: 55,
      main_heating_controls: "2106",
      mainheat_description: "Boiler and radiators, mains gas",
      hot_water_description: "From main system",
      uprn: "100",
      date_of_expiry: "2034-06-01",
      expired: false,
      source: "epc-register",
    });
    expect(body.rows[1]).toMatchObject({ current_energy_rating: "E", date_of_expiry: "2022-05-01", expired: true });
    expect(body.rows[1]).not.toHaveProperty("address2");
  });

  it("says which rows are demo data", async () => {
    const body = await read(await byUprn(authed("/api/epc/search/101"), params({ uprn: "101" })));
    expect(body.rows).toEqual([expect.objectContaining({ source: "demo", current_energy_rating: "H" })]);
  });

  it("answers rows: [] for a UPRN with no certificate", async () => {
    expect(await read(await byUprn(authed("/api/epc/search/424242"), params({ uprn: "424242" })))).toEqual({ rows: [], total: 0 });
  });
});

describe("GET /api/epc/postcode/{postcode}", () => {
  it.each(["NE3 3LJ", "ne33lj", " ne3  3lj "])("normalises %j and lists the postcode's certificates newest first", async (postcode) => {
    const body = await read(await byPostcode(authed(`/api/epc/postcode/${encodeURIComponent(postcode)}`), params({ postcode })));
    expect(body.rows.map((r) => r.certificate_number)).toEqual(["cert-2024", "cert-demo", "cert-2012"]);
    expect(new Set(body.rows.map((r) => r.postcode))).toEqual(new Set(["NE3 3LJ"]));
  });

  it("shows the newest 100 and counts them all", async () => {
    const body = await read(await byPostcode(authed("/api/epc/postcode/M14%205XX"), params({ postcode: "M14 5XX" })));
    expect(body.total).toBe(105);
    expect(body.rows).toHaveLength(100);
    const dates = body.rows.map((r) => r.lodgement_date ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers rows: [] for a postcode with no certificate", async () => {
    expect(await read(await byPostcode(authed("/api/epc/postcode/SW1A%201AA"), params({ postcode: "SW1A 1AA" })))).toEqual({ rows: [], total: 0 });
  });
});

describe("errors", () => {
  it.each([
    ["UPRN", "abc", UPRN_MESSAGE],
    ["UPRN", "1234567890123", UPRN_MESSAGE],
    ["UPRN", "12 34", UPRN_MESSAGE],
    ["postcode", "nowhere", EPC_POSTCODE_MESSAGE],
    ["postcode", "NE3", EPC_POSTCODE_MESSAGE],
    ["postcode", "NE3 3", EPC_POSTCODE_MESSAGE],
    ["postcode", "NE3 3LJ NE3 3LJ NE3 3LJ", EPC_POSTCODE_MESSAGE],
  ])("a bad %s %j → 400 saying what to enter", async (kind, value, message) => {
    const response =
      kind === "UPRN"
        ? await byUprn(authed(`/api/epc/search/${encodeURIComponent(value)}`), params({ uprn: value }))
        : await byPostcode(authed(`/api/epc/postcode/${encodeURIComponent(value)}`), params({ postcode: value }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it("needs a session", async () => {
    expect((await byUprn(anonymous("/api/epc/search/100"), params({ uprn: "100" }))).status).toBe(401);
    expect((await byPostcode(anonymous("/api/epc/postcode/NE33LJ"), params({ postcode: "NE33LJ" }))).status).toBe(401);
  });
});
