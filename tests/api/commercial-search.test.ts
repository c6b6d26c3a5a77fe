import { beforeAll, describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/commercial/search/route";
import type { CommercialSearchResponse } from "@/lib/commercial-search/schemas";
import type { Db } from "@/lib/db/client";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();
beforeAll(async () => seedCommercialArea(database.current().db));

type ErrorBody = { error: { code: string; message: string } };

// Central Newcastle (Code-Point Open 2014 centroids). Sales: five non-residential within a
// mile of NE1 4ST (type O, and a category-B flat), one home at a standard price that must
// not be listed, one type-O sale ~8 miles off. Certificates: three matching a sale (by
// first line, by unit and building line, by UPRN), one without a floor area, one far off.
async function seedCommercialArea(db: Db) {
  const postcodes = [
    { postcode: "NE1 4ST", latitude: 54.97328, longitude: -1.61396 },
    { postcode: "NE1 5DW", latitude: 54.97046, longitude: -1.61689 },
    { postcode: "NE1 1AD", latitude: 54.96891, longitude: -1.60999 },
    { postcode: "NE27 0QJ", latitude: 55.0296, longitude: -1.5052 },
  ];
  await db.postcode.createMany({
    data: postcodes.map((p) => ({ ...p, outcode: getOutcode(p.postcode) ?? "", sector: getPostcodeSector(p.postcode) ?? "", source: "os-codepoint-open", period: "2014-08" })),
  });
  const sale = (id: string, price: number, date: string, postcode: string, type: string, category: string, saon: string | null, paon: string, street: string, uprn: string | null = null) => ({
    transactionId: id, price, date: new Date(date), postcode, outcode: getOutcode(postcode), propertyType: type, newBuild: false, tenure: "L",
    saon, paon, street, town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", category, uprn, source: "hmlr-ppd", period: "2022-01..2022-09",
  });
  await db.sale.createMany({
    data: [
      sale("{C1}", 2_750_000, "2022-01-07", "NE1 5DW", "O", "B", null, "ASSEMBLY ROOMS", "WESTGATE ROAD"),
      sale("{C2}", 640_000, "2022-03-15", "NE1 4ST", "O", "B", null, "12", "GREY STREET"),
      sale("{C3}", 415_000, "2022-06-30", "NE1 1AD", "O", "B", "UNIT 2", "3", "QUAYSIDE"),
      sale("{C4}", 150_000, "2022-08-01", "NE1 4ST", "O", "B", null, "14", "GREY STREET", "900000000201"),
      sale("{H1}", 210_000, "2022-05-01", "NE1 4ST", "F", "A", "FLAT 2", "10", "GREY STREET"),
      sale("{H2}", 95_000, "2022-05-02", "NE1 4ST", "F", "B", "FLAT 3", "10", "GREY STREET"),
      sale("{FAR}", 3_100_000, "2022-01-06", "NE27 0QJ", "O", "B", null, "BUILDING 3.1", "COBALT BUSINESS PARK"),
    ],
  });
  const certificate = (lmkKey: string, postcode: string, address1: string, address2: string | null, floorArea: number | null, band: string, rating: number, uprn: string | null = null) => ({
    lmkKey, address1, address2, postcode, posttown: "NEWCASTLE UPON TYNE", uprn, floorArea, assetRatingBand: band, assetRating: rating, propertyType: "A1/A2 Retail and Financial/Professional services",
    lodgementDate: new Date("2021-04-01"), latitude: postcodes.find((p) => p.postcode === postcode)?.latitude, longitude: postcodes.find((p) => p.postcode === postcode)?.longitude,
    source: "epc-register-non-domestic", period: "2021-04",
  });
  await db.nonDomesticEpc.createMany({
    data: [
      certificate("E-GREY-12", "NE1 4ST", "12 Grey Street", null, 320, "C", 62),
      certificate("E-QUAY-U2", "NE1 1AD", "Unit 2", "3 Quayside", 166, "B", 40),
      certificate("E-UPRN", "NE1 4ST", "Ground Floor", "14-16 Grey Street", 100, "D", 88, "900000000201"),
      certificate("E-NOAREA", "NE1 4ST", "20 Grey Street", null, null, "E", 110),
      certificate("E-FAR", "NE27 0QJ", "Building 3.1", "Cobalt Business Park", 5000, "A", 20),
    ],
  });
}

async function get(query: string) {
  const response = await search(authed(`/api/commercial/search?${query}`));
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("GET /api/commercial/search", () => {
  it("lists the area's non-residential sales and non-domestic EPCs, counted by source, with price per m² where a certificate matches", async () => {
    const { status, body } = await get("postcode=ne1%204st&radius=1&sort=pricePerSqm&direction=desc");
    expect(status).toBe(200);
    const result = body as CommercialSearchResponse;
    expect(result).toMatchObject({ area: "NE1 4ST", radiusMiles: 1, counts: { sales: 5, certificates: 4, total: 9, salesWithArea: 3 }, page: 1, pages: 1 });
    // 415,000 / 166 = 2,500; 640,000 / 320 = 2,000; 150,000 / 100 = 1,500 (matched by UPRN); the rest have no price per m².
    expect(result.records.slice(0, 3).map((r) => [r.id, r.floorArea, r.pricePerSqm, r.rating])).toEqual([
      ["{C3}", 166, 2500, "B 40"],
      ["{C2}", 320, 2000, "C 62"],
      ["{C4}", 100, 1500, "D 88"],
    ]);
    expect(result.records.slice(3).every((r) => r.pricePerSqm === null)).toBe(true);
    expect(result.records.map((r) => r.id)).not.toContain("{H1}");
    expect(result.records.map((r) => r.id)).not.toContain("{FAR}");
    expect(result.records.map((r) => r.id)).not.toContain("E-FAR");
    expect(result.records.find((r) => r.id === "{C3}")).toMatchObject({
      kind: "sale", address: "Unit 2 3 Quayside, Newcastle Upon Tyne", price: 415_000, date: "2022-06-30", propertyType: "Other, category B",
      source: "HM Land Registry Price Paid; floor area from EPC register, non-domestic certificates",
    });
    expect(result.records.find((r) => r.id === "E-NOAREA")).toMatchObject({
      kind: "epc", address: "20 Grey Street, NEWCASTLE UPON TYNE", price: null, floorArea: null, rating: "E 110", date: "2021-04-01", source: "EPC register, non-domestic certificates",
    });
    expect(result.notes.join(" ")).toContain("Price per m² is shown for 3 of 5 sales");
  });

  it("places each row for the map: the UPRN's own point where the register has one, else its postcode's centre (approximate)", async () => {
    await database.current().db.address.create({ data: { uprn: "900000000201", singleLine: "14 Grey Street, Newcastle upon Tyne NE1 4ST", postcode: "NE1 4ST", latitude: 54.9731, longitude: -1.6125, source: "test", period: "test" } });
    const result = (await get("postcode=NE1%204ST&radius=1&sort=date&direction=desc")).body as CommercialSearchResponse;
    const at = (id: string) => result.records.filter((r) => r.id === id).map((r) => [r.latitude, r.longitude, r.locationApproximate]);
    expect(at("{C4}")).toEqual([[54.9731, -1.6125, false]]);
    expect(at("E-UPRN")).toEqual([[54.9731, -1.6125, false]]);
    expect(at("{C3}")).toEqual([[54.96891, -1.60999, true]]);
    expect(at("E-GREY-12")).toEqual([[54.97328, -1.61396, true]]);
    expect(result.records.every((r) => r.latitude !== null && r.longitude !== null)).toBe(true);
    await database.current().db.address.delete({ where: { uprn: "900000000201" } });
  });

  it("sorts in the database, rows without the figure last, either direction", async () => {
    const asc = (await get("postcode=NE1%204ST&radius=1&sort=price&direction=asc")).body as CommercialSearchResponse;
    expect(asc.records.slice(0, 5).map((r) => r.price)).toEqual([95_000, 150_000, 415_000, 640_000, 2_750_000]);
    expect(asc.records.slice(5).every((r) => r.price === null)).toBe(true);
    const byArea = (await get("postcode=NE1%204ST&radius=1&sort=floorArea&direction=desc")).body as CommercialSearchResponse;
    expect(byArea.records.map((r) => r.floorArea).filter((a) => a !== null)).toEqual([320, 320, 166, 166, 100, 100]);
    const byDate = (await get("postcode=NE1%204ST")).body as CommercialSearchResponse;
    expect(byDate.records[0]).toMatchObject({ id: "{C4}", date: "2022-08-01" });
  });

  it("pages past the end to an empty page, keeping the counts", async () => {
    const { status, body } = await get("postcode=NE1%204ST&radius=1&page=2");
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 2, pages: 1, records: [], counts: { total: 9 } });
  });

  it("reaches the far sale and certificate at 10 miles", async () => {
    const result = (await get("postcode=NE1%204ST&radius=10")).body as CommercialSearchResponse;
    expect(result.counts).toMatchObject({ sales: 6, certificates: 5 });
  });

  it("says so when the area has nothing", async () => {
    await database.current().db.postcode.create({ data: { postcode: "NE1 9ZZ", outcode: "NE1", sector: "NE1 9", latitude: 54.5, longitude: -1.2, source: "os-codepoint-open", period: "2014-08" } });
    const result = (await get("postcode=NE1%209ZZ&radius=0.5")).body as CommercialSearchResponse;
    expect(result.counts.total).toBe(0);
    expect(result.notes).toEqual(["No non-residential sales or non-domestic EPCs recorded in NE1 9ZZ within 0.5 miles. Try a wider radius."]);
  });

  it.each([
    ["no postcode", "radius=1", 400, /postcode/i],
    ["a malformed postcode", "postcode=NOT-A-POSTCODE", 400, /postcode/i],
    ["a radius off the list", "postcode=NE1%204ST&radius=3", 400, "Radius must be one of 0.5, 1, 2, 5 or 10 miles."],
    ["an unknown sort", "postcode=NE1%204ST&sort=name", 400, "Sort must be one of date, price, floorArea, pricePerSqm or rating."],
    ["a wrong direction", "postcode=NE1%204ST&direction=up", 400, "Direction must be asc or desc."],
    ["page 0", "postcode=NE1%204ST&page=0", 400, "Page must be a whole number from 1."],
    ["a page that is not a number", "postcode=NE1%204ST&page=two", 400, "Page must be a whole number from 1."],
    ["a postcode not in the directory", "postcode=SW1A%201AA", 404, /SW1A 1AA was not found/],
  ])("refuses %s", async (_name, query, status, message) => {
    const response = await get(query);
    expect(response.status).toBe(status);
    const error = (response.body as ErrorBody).error.message;
    if (typeof message === "string") expect(error).toContain(message);
    else expect(error).toMatch(message);
  });

  it("needs a session", async () => {
    const response = await search(anonymous("/api/commercial/search?postcode=NE1%204ST"));
    expect(response.status).toBe(401);
  });
});
