import { describe, expect, it } from "vitest";
import { toVendorProperty } from "./to-vendor-property";
import { vendorPropertySchema } from "./vendor-schemas";

const asOf = new Date("2026-11-26T12:00:00Z");
const reshape = (answer: unknown, uprn: string | null = "100") => toVendorProperty(vendorPropertySchema.parse(answer), { source: "chimnie", asOf, uprn });

describe("toVendorProperty", () => {
  it("prefers declared figures to the vendor's predictions", () => {
    const { facts } = reshape({ property: { attributes: { indoor: { bedrooms_declared_only: 3, bedrooms_declared_and_predicted: 4, bathrooms_declared_and_predicted: 2 } } } });
    expect(facts.listing).toEqual({ source: "chimnie", period: "2026-11-26", bedrooms: 3, bathrooms: 2, listingDate: null });
  });

  it("leaves what the vendor does not give null, never guessed", () => {
    const found = reshape({});
    expect(found.facts).toEqual({ uprn: "100", address: null, lastSale: null, epc: null, listing: null, building: null });
    expect([found.valuation, found.ownership, found.surroundings, found.residential, found.exactMatch]).toEqual([null, null, null, null, null]);
  });

  it("reads the UPRN from the answer's id, the tenure as a Price Paid code, and the residential flag from the classification", () => {
    const found = reshape({ id: 123, property: { attributes: { classification: "Commercial" }, ownership: { lease_type: "Leasehold" }, value: { sale: { last_transaction_price: 90_000, last_transaction_date: "2020-05-01" } } } }, null);
    expect(found.facts.uprn).toBe("123");
    expect(found.residential).toBe(false);
    expect(found.facts.lastSale).toMatchObject({ price: 90_000, tenure: "L", propertyType: "", newBuild: null });
  });

  it("drops a sale whose date cannot be read rather than inventing one", () => {
    expect(reshape({ property: { value: { sale: { last_transaction_price: 1, last_transaction_date: "not a date" } } } }).facts.lastSale).toBeNull();
  });
});
