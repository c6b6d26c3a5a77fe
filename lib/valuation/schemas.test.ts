import { describe, expect, it } from "vitest";
import { POSTCODE_FORMAT_MESSAGE, POSTCODE_REQUIRED_MESSAGE, PROPERTY_TYPE_MESSAGE, valuationRequestSchema } from "./schemas";

describe("valuationRequestSchema", () => {
  it("upper-cases the postcode and parses the optional numbers as integers", () => {
    expect(valuationRequestSchema.parse({ postcode: " ne33lj ", propertyType: "flat", bedrooms: "2", bathrooms: 1, sqft: "650", uprn: 356456236216 })).toEqual({
      postcode: "NE3 3LJ", propertyType: "flat", bedrooms: 2, bathrooms: 1, sqft: 650, uprn: "356456236216",
    });
  });

  it("treats empty optional fields as not given", () => {
    expect(valuationRequestSchema.parse({ postcode: "NE3 3LJ", propertyType: "house", bedrooms: "", bathrooms: null, sqft: "", uprn: "" })).toEqual({ postcode: "NE3 3LJ", propertyType: "house" });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no postcode", { propertyType: "flat" }, POSTCODE_REQUIRED_MESSAGE],
    ["a blank postcode", { postcode: "  ", propertyType: "flat" }, POSTCODE_REQUIRED_MESSAGE],
    ["an outward code only", { postcode: "NE3", propertyType: "flat" }, POSTCODE_FORMAT_MESSAGE],
    ["not a postcode", { postcode: "hello", propertyType: "flat" }, POSTCODE_FORMAT_MESSAGE],
    ["no property type", { postcode: "NE3 3LJ" }, PROPERTY_TYPE_MESSAGE],
    ["an unknown property type", { postcode: "NE3 3LJ", propertyType: "castle" }, PROPERTY_TYPE_MESSAGE],
    ["0 bedrooms", { postcode: "NE3 3LJ", propertyType: "flat", bedrooms: 0 }, "Bedrooms must be a whole number from 1 to 8."],
    ["9 bedrooms", { postcode: "NE3 3LJ", propertyType: "flat", bedrooms: "9" }, "Bedrooms must be a whole number from 1 to 8."],
    ["2.5 bedrooms", { postcode: "NE3 3LJ", propertyType: "flat", bedrooms: 2.5 }, "Bedrooms must be a whole number from 1 to 8."],
    ["words for bedrooms", { postcode: "NE3 3LJ", propertyType: "flat", bedrooms: "two" }, "Bedrooms must be a whole number from 1 to 8."],
    ["6 bathrooms", { postcode: "NE3 3LJ", propertyType: "flat", bathrooms: 6 }, "Bathrooms must be a whole number from 1 to 5."],
    ["a tiny floor area", { postcode: "NE3 3LJ", propertyType: "flat", sqft: 20 }, "Floor area must be a whole number of square feet from 100 to 20,000."],
    ["a UPRN with letters", { postcode: "NE3 3LJ", propertyType: "flat", uprn: "12a" }, "UPRN should be a numeric value (1-12 digits)"],
  ])("rejects %s", (_, body, message) => {
    const result = valuationRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
