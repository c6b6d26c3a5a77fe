import { beforeAll, describe, expect, it } from "vitest";
import { GET as getDetails } from "@/app/api/uprn/[uprn]/details/route";
import { GET as search } from "@/app/api/properties/search/route";
import { authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

// Issue 9 item 6: an address whose postcode has no centroid is placed at its sector's or
// outward code's (Address.locationApproximate); the UPRN details and the map's search say so.
const database = useTestDatabase();

beforeAll(async () => {
  const { db } = database.current();
  await seedArea(db);
  // 31 Bradwell Road (UPRN 101) has a listing and a sale; 27 (UPRN 100) keeps its exact point.
  await db.address.update({ where: { uprn: "101" }, data: { locationApproximate: true } });
});

type Property = { id: string; status: string; uprn: string | null; locationApproximate?: boolean };

describe("approximate locations", () => {
  it.each([
    ["101", true],
    ["100", undefined],
  ])("GET /api/uprn/%s/details says locationApproximate: %s", async (uprn, expected) => {
    const response = await getDetails(authed(`/api/uprn/${uprn}/details`), params({ uprn }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { locationApproximate?: boolean };
    expect(body.locationApproximate).toBe(expected);
  });

  it("the search marks the listing and the sales at the approximate address, and only those", async () => {
    const response = await search(authed("/api/properties/search?postcode=NE3%203LJ&radius=1"));
    expect(response.status).toBe(200);
    const { properties } = (await response.json()) as { properties: Property[] };
    const marked = properties.filter((property) => property.locationApproximate);
    expect(marked.some((property) => property.status === "for_sale")).toBe(true);
    expect(marked.length).toBeGreaterThan(1);
    for (const property of marked) expect(property.uprn).toBe("101");
    for (const property of properties.filter((candidate) => candidate.uprn !== "101")) expect(property.locationApproximate).toBeUndefined();
  });
});
