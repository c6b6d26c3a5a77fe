import { describe, expect, it } from "vitest";
import { groupSalesByAddress } from "./group-sales-by-address";
import type { RealSale } from "./demo-types";

function sale(transactionId: string, date: string, overrides: Partial<RealSale> = {}): RealSale {
  return {
    transactionId, price: 150_000, date: new Date(`${date}T00:00:00Z`), postcode: "NE3 3AE", propertyType: "T", newBuild: false, tenure: "F",
    paon: "66", saon: null, street: "EDGEFIELD AVENUE", locality: null, town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", uprn: null, category: "A",
    ...overrides,
  };
}

describe("groupSalesByAddress", () => {
  const sales = [
    sale("b", "2022-03-01"),
    sale("a", "2022-01-20", { postcode: "ne33ae", street: "Edgefield  Avenue" }),
    sale("c", "2022-02-01", { paon: "68" }),
    sale("d", "2022-02-01", { postcode: null }),
  ];

  it("groups resales of one address (case and spacing ignored), oldest sale first", () => {
    const { groups, salesWithoutPostcode } = groupSalesByAddress(sales);
    expect(salesWithoutPostcode).toBe(1);
    expect(groups).toHaveLength(2);
    expect(groups.find((group) => group.parts.paon === "66")?.sales.map((s) => s.transactionId)).toEqual(["a", "b"]);
  });

  it("does not depend on input order", () => {
    expect(groupSalesByAddress([...sales].reverse())).toEqual(groupSalesByAddress(sales));
  });
});
