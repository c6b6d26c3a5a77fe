import { describe, expect, it } from "vitest";
import { formatPropertyPrice } from "./format-property-price";

describe("formatPropertyPrice", () => {
  it.each([
    [{ price: "950", status: "to_let" }, "£950 pcm"],
    [{ price: "1250.5", status: "to_let" }, "£1,251 pcm"],
    [{ price: "250000", status: "for_sale" }, "£250,000"],
    [{ price: "180000", status: "sold" }, "£180,000"],
  ])("%j → %s", (property, text) => {
    expect(formatPropertyPrice(property)).toBe(text);
  });
});
