import { describe, expect, it } from "vitest";
import { formatMainText, formatSecondaryText, toAddressDetails, toSuggestion, type AddressRow } from "./format-address-row";

const row = (fields: Partial<AddressRow>): AddressRow => ({
  uprn: "100", saon: null, paon: null, street: null, locality: null, town: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", postcode: "NE3 3LJ", singleLine: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", ...fields,
});

describe("formatMainText", () => {
  it.each<[Partial<AddressRow>, string]>([
    [{ paon: "27", street: "BRADWELL ROAD" }, "27 Bradwell Road"],
    [{ saon: "FLAT 2", paon: "6", street: "BRADWELL ROAD" }, "Flat 2, 6 Bradwell Road"],
    [{ saon: "105", paon: "Osborne Court", street: "Osborne Avenue" }, "105 Osborne Court, Osborne Avenue"],
    [{ saon: "Apartment 2", paon: "Wessex Lodge, 16", street: "The Beeches" }, "Apartment 2, Wessex Lodge, 16 The Beeches"],
    [{ paon: "ROSE COTTAGE", street: "FRONT STREET" }, "Rose Cottage, Front Street"],
    [{ paon: "12A", street: "HIGH STREET" }, "12A High Street"],
    [{}, "27 Bradwell Road"],
  ])("%j → %s", (fields, expected) => {
    expect(formatMainText(row(fields))).toBe(expected);
  });
});

describe("suggestions and details", () => {
  const bradwell = row({ uprn: "356456236216", paon: "27", street: "BRADWELL ROAD", locality: "GOSFORTH" });

  it("splits a suggestion into main and secondary text", () => {
    expect(formatSecondaryText(bradwell)).toBe("Gosforth, Newcastle upon Tyne, NE3 3LJ");
    expect(toSuggestion(bradwell)).toEqual({
      placeId: "356456236216",
      description: "27 Bradwell Road, Gosforth, Newcastle upon Tyne, NE3 3LJ",
      structuredFormatting: { mainText: "27 Bradwell Road", secondaryText: "Gosforth, Newcastle upon Tyne, NE3 3LJ" },
    });
  });

  it("gives the details a form needs, country United Kingdom", () => {
    expect(toAddressDetails(bradwell)).toEqual({
      formattedAddress: "27 Bradwell Road, Gosforth, Newcastle upon Tyne, NE3 3LJ",
      postcode: "NE3 3LJ",
      city: "Newcastle upon Tyne",
      county: "Tyne and Wear",
      country: "United Kingdom",
      uprn: "356456236216",
    });
  });
});
