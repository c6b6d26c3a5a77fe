import { beforeAll, describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/properties/search/route";
import { authed, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

// Issue 9 item 11: a sale's floor area and UPRN come from other layers than Price Paid (an
// EPC certificate, the address register), so the search names each one's own source.
const database = useTestDatabase();

type Source = { source: string; period: string };
type Property = { id: string; status: string; uprn: string | null; sqft: number | null; source: string; figureSources?: { sqft?: Source; uprn?: Source } };

beforeAll(async () => {
  const { db } = database.current();
  await seedArea(db);
  // 27 Bradwell Road (UPRN 100, a demo address) has a synthetic certificate; 31 (UPRN 101) a real one.
  await db.epcCertificate.createMany({
    data: [
      { lmkKey: "demo-epc-100", address1: "27 Bradwell Road", postcode: "NE3 3LJ", uprn: "100", totalFloorArea: 80, lodgementDate: new Date("2021-06-01"), source: "demo", period: "demo 2026" },
      { lmkKey: "real-epc-101", address1: "31 Bradwell Road", postcode: "NE3 3LJ", uprn: "101", totalFloorArea: 90, lodgementDate: new Date("2021-07-01"), source: "epc-register", period: "2021-Q3" },
    ],
  });
});

async function soldCards() {
  const response = await search(authed("/api/properties/search?postcode=NE3%203LJ&radius=1"));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { properties: Property[] };
  return body.properties.filter((p) => p.status === "sold");
}

describe("GET /api/properties/search: each figure's own source", () => {
  it("a sale's demo floor area and demo UPRN carry the demo source, its price Price Paid's", async () => {
    const sale = (await soldCards()).find((p) => p.uprn === "100");
    expect(sale?.source).toBe("hmlr-ppd");
    expect(sale?.sqft).toBe(861);
    expect(sale?.figureSources).toEqual({ sqft: { source: "demo", period: "demo 2026" }, uprn: { source: "demo", period: "demo 2026" } });
  });

  it("a real certificate's floor area says so", async () => {
    const sale = (await soldCards()).find((p) => p.uprn === "101");
    expect(sale?.figureSources?.sqft).toEqual({ source: "epc-register", period: "2021-Q3" });
  });

  it("a sale with neither a certificate nor a UPRN has no other source", async () => {
    const sale = (await soldCards()).find((p) => p.uprn === null);
    expect(sale?.sqft).toBeNull();
    expect(sale?.figureSources).toEqual({});
  });
});
