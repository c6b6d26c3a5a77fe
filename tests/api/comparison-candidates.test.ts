import { beforeAll, describe, expect, it } from "vitest";
import { GET as candidates } from "@/app/api/comparison-candidates/route";
import { anonymous, authed, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

const database = useTestDatabase();

type Page = {
  properties: { id: string; status: string; source: string; price: string; sqft: number | null }[];
  source: string;
  page: number;
  pageSize: number;
  total: number;
  totals: { sales: number; listings: number };
  area: { label: string; radiusMiles: number | null };
};

beforeAll(async () => {
  const { db } = database.current();
  await seedArea(db);
  // Enough sales in NE3 3LJ for three pages of 10, a day apart, so newest first is checkable.
  await db.sale.createMany({
    data: Array.from({ length: 22 }, (_, i) => ({
      transactionId: `{P${String(i).padStart(2, "0")}}`, price: 100_000 + i * 1_000, date: new Date(Date.UTC(2021, 0, 1 + i)), postcode: "NE3 3LJ", outcode: "NE3",
      propertyType: "T", newBuild: false, tenure: "F", paon: String(100 + i), street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", category: "A", uprn: null, source: "hmlr-ppd", period: "2021-01..2021-01",
    })),
  });
  // A synthetic certificate for a real sale's home: its floor area must not reach that sale.
  await db.epcCertificate.create({ data: { lmkKey: "demo-epc-100", address1: "27 Bradwell Road", postcode: "NE3 3LJ", uprn: "100", totalFloorArea: 80, lodgementDate: new Date("2021-06-01"), source: "demo", period: "demo 2026" } });
  // A real certificate's floor area does: 90 m² is 969 sq ft.
  await db.epcCertificate.create({ data: { lmkKey: "epc-101", address1: "31 Bradwell Road", postcode: "NE3 3LJ", uprn: "101", totalFloorArea: 90, lodgementDate: new Date("2021-06-01"), source: "epc-register", period: "2021-06" } });
});

async function get(query: string) {
  const response = await candidates(authed(`/api/comparison-candidates?${query}`));
  return { status: response.status, body: (await response.json()) as Page & { error?: { message: string } } };
}

describe("GET /api/comparison-candidates", () => {
  it("lists real Price Paid sales by default, newest first, 10 a page, with both totals", async () => {
    const { status, body } = await get("postcode=ne3%203lj");
    expect(status).toBe(200);
    // Within 2 miles of NE3 3LJ: the seeded NE3 3LJ/3LN sales and the 22 added (NE5 5JS and NE27 are further).
    expect(body).toMatchObject({ source: "sales", page: 1, pageSize: 10, total: 25, totals: { sales: 25, listings: 2 }, area: { label: "NE3 3LJ", radiusMiles: 2 } });
    expect(body.properties).toHaveLength(10);
    expect(body.properties.every((p) => p.status === "sold" && p.source === "hmlr-ppd")).toBe(true);
    expect(body.properties.slice(0, 4).map((p) => p.id)).toEqual(["sale-A3", "sale-A2", "sale-A1", "sale-P21"]);
  });

  it("pages through every sale once", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get(`postcode=NE3%203LJ&source=sales&page=${page}`)));
    const ids = pages.flatMap(({ body }) => body.properties.map((p) => p.id));
    expect(pages.map(({ body }) => body.properties.length)).toEqual([10, 10, 5]);
    expect(new Set(ids).size).toBe(25);
    expect((await get("postcode=NE3%203LJ&page=4")).body.properties).toEqual([]);
  });

  it("lists the listings, labelled as demo data", async () => {
    const { body } = await get("postcode=NE3%203LJ&source=listings");
    expect(body.total).toBe(2);
    expect(body.properties.map((p) => [p.id, p.status, p.source])).toEqual([
      ["listing-L2", "to_let", "demo"],
      ["listing-L1", "for_sale", "demo"],
    ]);
  });

  it("gives a sale the floor area of a real certificate, never of a synthetic one", async () => {
    const { body } = await get("postcode=NE3%203LJ");
    expect(body.properties.find((p) => p.id === "sale-A1")?.sqft).toBeNull();
    expect(body.properties.find((p) => p.id === "sale-A2")?.sqft).toBe(969);
  });

  it.each([
    ["", "Enter a UK postcode"],
    ["postcode=not%20a%20postcode", "Enter a UK postcode"],
    ["postcode=NE3&source=rentals", "Choose sales or listings."],
    ["postcode=NE3&page=0", "Choose a page from 1 to 1,000."],
    ["postcode=NE3&page=1001", "Choose a page from 1 to 1,000."],
    ["postcode=NE3&page=two", "Choose a page from 1 to 1,000."],
  ])("?%s → 400 %s", async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(message);
    expect(body.error?.message).not.toMatch(/^\w+: /);
  });

  it("a postcode outside the data → 404 saying so", async () => {
    const { status, body } = await get("postcode=SW1A%201AA");
    expect(status).toBe(404);
    expect(body.error?.message).toContain("SW1A 1AA was not found");
  });

  it("needs a session", async () => {
    expect((await candidates(anonymous("/api/comparison-candidates?postcode=NE3"))).status).toBe(401);
  });
});
