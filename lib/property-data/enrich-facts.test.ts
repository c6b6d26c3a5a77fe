import { describe, expect, it } from "vitest";
import { enrichFacts } from "./enrich-facts";
import type { PropertyFacts } from "./types";

const part = (source: string) => ({ source, period: "p" });
const facts = (source: string, over: Partial<PropertyFacts> = {}): PropertyFacts => ({
  uprn: "1",
  address: { ...part(source), singleLine: `${source} address`, postcode: null, latitude: null, longitude: null, locationApproximate: true },
  lastSale: { ...part(source), price: 1, date: new Date("2022-01-01"), propertyType: "S", tenure: "F", newBuild: false },
  epc: null,
  listing: { ...part(source), bedrooms: 3, bathrooms: 1, listingDate: null },
  building: null,
  ...over,
});

describe("enrichFacts", () => {
  it("keeps our registers' parts where both answer", () => {
    const merged = enrichFacts("1", facts("hmlr-ppd"), facts("chimnie"));
    expect([merged.address?.source, merged.lastSale?.source, merged.listing?.source]).toEqual(["hmlr-ppd", "hmlr-ppd", "hmlr-ppd"]);
  });
  it.each([
    ["we hold none", facts("hmlr-ppd", { listing: null })],
    ["ours is demo data", facts("hmlr-ppd", { listing: { ...part("demo"), bedrooms: 2, bathrooms: 1, listingDate: null } })],
    ["ours gives no bedrooms", facts("hmlr-ppd", { listing: { ...part("hmlr-ppd"), bedrooms: null, bathrooms: 1, listingDate: null } })],
  ])("takes the vendor's rooms when %s", (_, local) => {
    expect(enrichFacts("1", local, facts("chimnie")).listing?.source).toBe("chimnie");
  });
  it("keeps a demo part when the vendor has none, and answers from either side alone", () => {
    expect(enrichFacts("1", facts("demo"), facts("chimnie", { address: null })).address?.source).toBe("demo");
    expect(enrichFacts("1", null, facts("chimnie")).address?.source).toBe("chimnie");
    expect(enrichFacts("1", facts("hmlr-ppd"), null).listing?.source).toBe("hmlr-ppd");
  });
});
