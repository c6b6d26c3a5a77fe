import { describe, expect, it } from "vitest";
import { buildCsv } from "@/lib/csv/build-csv";
import type { Property } from "@/lib/property/schemas";
import { propertyCsvColumns } from "./property-csv-columns";

const base: Property = {
  id: "1",
  address: "27 Bradwell Road, Newcastle",
  postcode: "NE3 3LJ",
  uprn: null,
  price: "250000",
  status: "sold",
  bedrooms: 3,
  bathrooms: 1,
  sqft: 950,
  propertyType: "Semi-Detached",
  saleDate: "2024-03-15T00:00:00.000Z",
  listingDate: null,
  latitude: null,
  longitude: null,
  source: "hmlr-ppd",
  period: "2024",
};


describe("propertyCsvColumns", () => {
  it("names each column with its unit", () => {
    expect(buildCsv([], propertyCsvColumns).replace("\uFEFF", "").split("\r\n")[0]).toBe(
      "Address,Postcode,Status,Price (£),Rent (£ per month),Type,Non-residential / additional price paid,Bedrooms,Bathrooms,Floor area (sq ft),Date,Source,Period",
    );
  });

  it.each<[string, Partial<Property>, string]>([
    ["a sale: price as a number, its sale date and source", {}, '"27 Bradwell Road, Newcastle",NE3 3LJ,Sold,250000,,Semi-Detached,No,3,1,950,2024-03-15,HM Land Registry Price Paid,2024'],
    [
      "a letting: the monthly rent in its own column, the listing date",
      { status: "to_let", price: "950", saleDate: null, listingDate: "2026-10-01T00:00:00.000Z", source: "demo", period: "Oct 2026", sqft: null },
      '"27 Bradwell Road, Newcastle",NE3 3LJ,To Let,,950,Semi-Detached,No,3,1,,2026-10-01,Demo data (synthetic),Oct 2026',
    ],
    ["an address starting with = is neutralised", { address: "=1+1" }, "'=1+1,NE3 3LJ,Sold,250000,,Semi-Detached,No,3,1,950,2024-03-15,HM Land Registry Price Paid,2024"],
    ["a commercial or category B sale says so", { nonResidential: true, propertyType: "Other" }, '"27 Bradwell Road, Newcastle",NE3 3LJ,Sold,250000,,Other,Yes,3,1,950,2024-03-15,HM Land Registry Price Paid,2024'],
    ["a price that is not a number is empty", { price: "" }, '"27 Bradwell Road, Newcastle",NE3 3LJ,Sold,,,Semi-Detached,No,3,1,950,2024-03-15,HM Land Registry Price Paid,2024'],
  ])("%s", (_name, change, expected) => {
    expect(buildCsv([{ ...base, ...change }], propertyCsvColumns).split("\r\n")[1]).toBe(expected);
  });
});
