import { beforeAll, describe, expect, it } from "vitest";
import { POST as postAddresses } from "@/app/api/[namespace]/address/route";
import { GET as getAddress } from "@/app/api/[namespace]/address/[address]/route";
import { GET as getAutocomplete } from "@/app/api/[namespace]/autocomplete/[text]/route";
import { GET as getInfo } from "@/app/api/[namespace]/info/route";
import { GET as getSchema } from "@/app/api/[namespace]/schema/route";
import { POST as postUdprns } from "@/app/api/[namespace]/udprn/route";
import { GET as getUdprn } from "@/app/api/[namespace]/udprn/[udprn]/route";
import { POST as postUprns } from "@/app/api/[namespace]/uprn/route";
import { GET as getUprn } from "@/app/api/[namespace]/uprn/[uprn]/route";
import type { Db } from "@/lib/db/client";
import { MAX_BATCH_ITEMS } from "@/lib/property-data/schemas";
import type { BatchItem, PropertyRecord } from "@/lib/property-data/types";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";

// Bradwell Road, Newcastle: UPRN 100 a house with an EPC, a sale, a company-owned title and
// a conservation area around it; 200 a shop (Price Paid type "O", no domestic EPC); 300 a
// flat known only from a demo EPC. Sales enough to value a semi-detached house nearby.
const box = (lat: number, lng: number, half: number) => ({
  geometry: JSON.stringify({ type: "Polygon", coordinates: [[[lng - half, lat - half], [lng + half, lat - half], [lng + half, lat + half], [lng - half, lat + half], [lng - half, lat - half]]] }),
  minLat: lat - half, maxLat: lat + half, minLng: lng - half, maxLng: lng + half,
});

async function seedWorld(db: Db) {
  await db.postcode.createMany({
    data: [
      { postcode: "NE3 3LJ", latitude: 55.00717, longitude: -1.63528 },
      { postcode: "NE3 3LN", latitude: 55.00791, longitude: -1.63397 },
    ].map((p) => ({ ...p, outcode: getOutcode(p.postcode) ?? "", sector: getPostcodeSector(p.postcode) ?? "", districtCode: "E08000021", source: "os-codepoint-open", period: "2014-08" })),
  });
  let n = 0;
  const sale = (price: number, date: string, postcode: string, type: string, paon: string, uprn: string | null = null) => ({
    transactionId: `{P${++n}}`, price, date: new Date(date), postcode, outcode: getOutcode(postcode), propertyType: type, newBuild: false, tenure: "F",
    paon, street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", category: "A", uprn, source: "hmlr-ppd", period: "2022-01..2022-09",
  });
  await db.sale.createMany({
    data: [
      sale(150_000, "2022-01-04", "NE3 3LJ", "S", "27", "100"),
      sale(400_000, "2022-02-04", "NE3 3LJ", "O", "1", "200"),
      ...[185, 190, 195, 200, 205, 210, 215, 220, 225].map((k, i) => sale(k * 1000, `2022-0${(i % 9) + 1}-15`, "NE3 3LN", "S", String(40 + i))),
    ],
  });
  const address = (uprn: string, paon: string, latitude: number, longitude: number) => ({
    uprn, paon, street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", singleLine: `${paon} Bradwell Road, Newcastle upon Tyne NE3 3LJ`, latitude, longitude, source: "os-open-uprn", period: "2026-01",
  });
  await db.address.createMany({ data: [address("100", "27", 55.0072, -1.6353), address("200", "1", 55.0071, -1.6352), address("300", "5", 55.0073, -1.6351)] });
  await db.epcCertificate.createMany({
    data: [
      { lmkKey: "E100", uprn: "100", postcode: "NE3 3LJ", currentEnergyRating: "D", potentialEnergyRating: "B", propertyType: "House", builtForm: "Semi-Detached", totalFloorArea: 92, lodgementDate: new Date("2021-02-03"), source: "epc-register", period: "2026-09" },
      { lmkKey: "E300", uprn: "300", postcode: "NE3 3LJ", currentEnergyRating: "E", propertyType: "Flat", source: "demo", period: "demo 2026" },
    ],
  });
  await db.title.create({
    data: {
      titleNumber: "TY100", tenure: "Freehold", propertyAddress: "27 Bradwell Road", postcode: "NE3 3LJ", uprn: "100", source: "hmlr-ccod", period: "2026-10",
      proprietors: { create: [{ id: "TY100-1", position: 1, name: "BRADWELL HOMES LIMITED", companyNumber: "01234567", category: "Limited Company or Public Limited Company" }] },
    },
  });
  await db.planningConstraint.create({ data: { id: "conservation-area:CA1", dataset: "conservation-area", name: "Bradwell Road", reference: "CA1", ...box(55.0072, -1.6353, 0.00005), source: "planning-data", period: "2026-01" } });
}

const database = useTestDatabase();
beforeAll(() => seedWorld(database.current().db));

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};
const lookup = (uprn: string, query = "", namespace = "local") => getUprn(authed(`/api/${namespace}/uprn/${uprn}${query}`), params({ namespace, uprn }));

describe("provider calls: schema and info", () => {
  it("describes the local provider, its groups and its batch limit", async () => {
    const info = await json<{ provider: string; groups: string[]; maxBatchItems: number; udprn: boolean }>(await getInfo(authed("/api/local/info"), params({ namespace: "local" })));
    expect(info).toMatchObject({ provider: "local", groups: ["property", "premium", "surroundings"], maxBatchItems: MAX_BATCH_ITEMS, udprn: false });
    const schema = await json<{ provider: string; fieldGroups: string[]; format: string }>(await getSchema(authed("/api/local/schema"), params({ namespace: "local" })));
    expect(schema).toMatchObject({ provider: "local", fieldGroups: ["property", "premium", "surroundings"], format: "enhanced_json" });
  });

  it("answers an unknown provider, such as a client slug, with the JSON 404", async () => {
    const body = await json<{ error: { message: string } }>(await getInfo(authed("/api/acme/info"), params({ namespace: "acme" })), 404);
    expect(body.error.message).toContain('no property-data provider "acme"');
    await json(await lookup("100", "", "acme"), 404);
  });

  it("needs a session", async () => {
    expect((await getInfo(anonymous("/api/local/info"), params({ namespace: "local" }))).status).toBe(401);
  });
});

describe("GET uprn/{uprn}", () => {
  it("composes the home from our data: EPC, sale, value, ownership flags and surroundings", async () => {
    const record = await json<PropertyRecord>(await lookup("100"));
    expect(record).toMatchObject({ uprn: "100", udprn: null, residential: true, address: { postcode: "NE3 3LJ", demo: false } });
    expect(record.property).toMatchObject({ epc: { currentEnergyRating: "D", source: "epc-register", demo: false }, lastSale: { price: 150_000, date: "2022-01-04" }, rooms: null });
    expect(record.premium).toMatchObject({ ownership: { titleNumbers: ["TY100"], companyOwned: true, overseasOwned: false, demo: false } });
    const valuation = (record.premium as { valuation: { estimatedValue: number } | null }).valuation;
    expect(valuation?.estimatedValue).toBeGreaterThan(0);
    expect(record.surroundings).toMatchObject({ checkedAt: "home", conservation: { inside: true, names: ["Bradwell Road"] } });
    // What our data cannot answer is null with its reason.
    expect(record.notes.some((note) => note.startsWith("property.bedrooms:"))).toBe(true);
  });

  it("returns only the groups asked for", async () => {
    const record = await json<PropertyRecord>(await lookup("100", "?fields=property"));
    expect(record.property).toBeDefined();
    expect(record.premium).toBeUndefined();
    expect(record.surroundings).toBeUndefined();
  });

  it("labels demo rows and leaves unknown ownership null with a reason", async () => {
    const record = await json<PropertyRecord>(await lookup("300", "?fields=property,premium"));
    expect(record.property).toMatchObject({ epc: { propertyType: "Flat", demo: true }, lastSale: null });
    expect(record.premium).toMatchObject({ ownership: null });
    expect(record.notes.some((note) => note.startsWith("premium.ownership:"))).toBe(true);
  });

  it("refuses a non-residential property unless force_residential=false", async () => {
    const refused = await json<{ error: { message: string } }>(await lookup("200"), 404);
    expect(JSON.stringify(refused)).toContain("force_residential=false");
    const record = await json<PropertyRecord>(await lookup("200", "?force_residential=false&fields=property"));
    expect(record).toMatchObject({ uprn: "200", residential: false });
  });

  it("answers a bad UPRN, field group or format with 400 and an unknown UPRN with 404", async () => {
    expect(JSON.stringify(await json(await lookup("12ab"), 400))).toContain("A UPRN is 1 to 12 digits");
    expect((await json<{ error: { message: string } }>(await lookup("100", "?fields=property,gossip"), 400)).error.message).toContain('Unknown field group "gossip"');
    await json(await lookup("100", "?format=xml"), 400);
    await json(await lookup("100", "?force_residential=maybe"), 400);
    await json(await lookup("999999"), 404);
  });
});

describe("GET address/{address} and udprn/{udprn}", () => {
  it("matches the address to a UPRN and echoes the autocomplete session", async () => {
    const text = "27 Bradwell Road, NE3 3LJ";
    const record = await json<PropertyRecord>(await getAddress(authed(`/api/local/address/${encodeURIComponent(text)}?fields=property&autocomplete_session=s1`), params({ namespace: "local", address: text })));
    expect(record).toMatchObject({ uprn: "100", match: { query: text, autocompleteSession: "s1" } });
  });

  it("answers udprn with 404 saying it needs Royal Mail's PAF", async () => {
    const body = await json(await getUdprn(authed("/api/local/udprn/123"), params({ namespace: "local", udprn: "123" })), 404);
    expect(JSON.stringify(body)).toContain("Postcode Address File (PAF)");
    await json(await getUdprn(authed("/api/local/udprn/x1"), params({ namespace: "local", udprn: "x1" })), 400);
  });
});

describe("POST batches", () => {
  const post = (handler: typeof postUprns, kind: string, body: unknown, namespace = "local") => handler(authed(`/api/${namespace}/${kind}`, { json: body }), params({ namespace }));

  it("answers each UPRN in its place, with per-item errors", async () => {
    const { results, count } = await json<{ results: BatchItem[]; count: number }>(await post(postUprns, "uprn", { uprns: ["100", "bad", "999999", "200"], fields: ["property"] }));
    expect(count).toBe(4);
    expect(results.map((r) => [r.input, r.status])).toEqual([["100", 200], ["bad", 400], ["999999", 404], ["200", 404]]);
    expect(results[0]?.result?.uprn).toBe("100");
    expect(results[1]?.error).toContain("A UPRN is 1 to 12 digits");
    const allowed = await json<{ results: BatchItem[] }>(await post(postUprns, "uprn", { uprns: ["200"], fields: "property", force_residential: false }));
    expect(allowed.results[0]?.status).toBe(200);
  });

  it("answers address and udprn batches item by item", async () => {
    const addresses = await json<{ results: BatchItem[] }>(await post(postAddresses, "address", { addresses: ["27 Bradwell Road NE3 3LJ", "x"], fields: "property" }));
    expect(addresses.results.map((r) => r.status)).toEqual([200, 400]);
    expect(addresses.results[0]?.result?.uprn).toBe("100");
    const udprns = await json<{ results: BatchItem[] }>(await post(postUdprns, "udprn", { udprns: ["123"] }));
    expect(udprns.results[0]).toMatchObject({ status: 404, result: null });
  });

  it("refuses an empty batch, a batch over the limit and an unknown provider", async () => {
    await json(await post(postUprns, "uprn", { uprns: [] }), 400);
    const tooMany = Array.from({ length: MAX_BATCH_ITEMS + 1 }, (_, i) => String(i + 1));
    expect(JSON.stringify(await json(await post(postUprns, "uprn", { uprns: tooMany }), 400))).toContain(`At most ${MAX_BATCH_ITEMS} uprns per call`);
    await json(await post(postUprns, "uprn", { uprns: ["100"] }, "acme"), 404);
  });
});

describe("GET autocomplete/{text}", () => {
  const complete = (text: string, query = "") => getAutocomplete(authed(`/api/local/autocomplete/${encodeURIComponent(text)}${query}`), params({ namespace: "local", text }));

  it("suggests addresses from our register, at most max_results, echoing the session", async () => {
    const all = await json<{ suggestions: { uprn: string; address: string }[]; session: string | null }>(await complete("NE3 3LJ", "?session=abc"));
    expect(all.suggestions.map((s) => s.uprn).sort()).toEqual(["100", "200", "300"]);
    expect(all.session).toBe("abc");
    const one = await json<{ suggestions: unknown[] }>(await complete("NE3 3LJ", "?max_results=1"));
    expect(one.suggestions).toHaveLength(1);
    await json(await complete("NE3 3LJ", "?max_results=0"), 400);
    await json(await complete("ab"), 400);
  });
});
