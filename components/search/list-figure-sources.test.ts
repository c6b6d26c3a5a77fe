import { describe, expect, it } from "vitest";
import type { Property } from "@/lib/property/schemas";
import { listFigureSources } from "./list-figure-sources";

const sale = (extra: Partial<Property>): Property => ({
  id: "sale-1", address: "27 Bradwell Road", postcode: "NE3 3LJ", uprn: null, price: "169000", status: "sold", bedrooms: null, bathrooms: null, sqft: null,
  propertyType: "Semi-Detached", saleDate: "2019-05-01T00:00:00.000Z", listingDate: null, latitude: null, longitude: null, source: "hmlr-ppd", period: "2019",
  ...extra,
});
const demo = { source: "demo", period: "2025-06" };

describe("listFigureSources", () => {
  it.each<[string, Partial<Property>, ReturnType<typeof listFigureSources>]>([
    ["a sale with only Price Paid figures", {}, [{ figures: "Price, date and type", source: "hmlr-ppd", period: "2019" }]],
    [
      "a demo floor area and a demo UPRN: one demo line, apart from Price Paid",
      { sqft: 915, uprn: "4510012345", figureSources: { sqft: demo, uprn: { source: "demo", period: "2024" } } },
      [
        { figures: "Price, date and type", source: "hmlr-ppd", period: "2019" },
        { figures: "Floor area and UPRN", source: "demo", period: "2025-06" },
      ],
    ],
    [
      "a real EPC floor area and a demo UPRN: each its own line",
      { sqft: 915, uprn: "4510012345", figureSources: { sqft: { source: "epc-register", period: "2024-Q3" }, uprn: demo } },
      [
        { figures: "Price, date and type", source: "hmlr-ppd", period: "2019" },
        { figures: "Floor area", source: "epc-register", period: "2024-Q3" },
        { figures: "UPRN", source: "demo", period: "2025-06" },
      ],
    ],
    [
      "a floor area whose source was not recorded never borrows Price Paid's",
      { sqft: 915 },
      [
        { figures: "Price, date and type", source: "hmlr-ppd", period: "2019" },
        { figures: "Floor area", source: null, period: "" },
      ],
    ],
    ["a demo listing is demo throughout", { status: "for_sale", saleDate: null, listingDate: "2025-05-01T00:00:00.000Z", sqft: 900, uprn: "1", source: "demo", period: "2025-06" }, [{ figures: "All figures", source: "demo", period: "2025-06" }]],
  ])("%s", (_name, extra, expected) => {
    expect(listFigureSources(sale(extra))).toEqual(expected);
  });

  it("never labels a sale's floor area or UPRN as HM Land Registry's when they came from elsewhere", () => {
    const lines = listFigureSources(sale({ sqft: 700, uprn: "9", figureSources: { sqft: demo, uprn: demo } }));
    const ppd = lines.find((line) => line.source === "hmlr-ppd");
    expect(ppd?.figures).not.toMatch(/floor area|UPRN/i);
  });
});
