import { describe, expect, it } from "vitest";
import { formatAddress } from "./format-address";
import type { AddressParts } from "./demo-types";

const base: AddressParts = { saon: null, paon: null, street: null, locality: null, town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", postcode: "NE3 3LJ" };

describe("formatAddress", () => {
  it.each([
    [{ paon: "27", street: "BRADWELL ROAD" }, "27 Bradwell Road", "27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ"],
    [{ saon: "FLAT 2", paon: "27", street: "BRADWELL ROAD" }, "Flat 2, 27 Bradwell Road", "Flat 2, 27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ"],
    [{ saon: "31", paon: "ADDERSTONE COURT", street: "ADDERSTONE CRESCENT" }, "31 Adderstone Court, Adderstone Crescent", "31 Adderstone Court, Adderstone Crescent, Newcastle upon Tyne, NE3 3LJ"],
    [{ saon: "APARTMENT 1", paon: "MILL HOUSE", street: "HANOVER STREET" }, "Apartment 1, Mill House, Hanover Street", "Apartment 1, Mill House, Hanover Street, Newcastle upon Tyne, NE3 3LJ"],
    [{ paon: "7 - 9", street: "CLAVERING ROAD", locality: "SWALWELL" }, "7-9 Clavering Road", "7-9 Clavering Road, Swalwell, Newcastle upon Tyne, NE3 3LJ"],
    [{ paon: "119", street: "JUBILEE ROAD", locality: "NEWCASTLE UPON TYNE" }, "119 Jubilee Road", "119 Jubilee Road, Newcastle upon Tyne, NE3 3LJ"],
    [{ paon: "5", street: "HIGH STREET", postcode: "" }, "5 High Street", "5 High Street, Newcastle upon Tyne"],
  ])("%j", (parts, streetLine, singleLine) => {
    const formatted = formatAddress({ ...base, ...parts });
    expect(formatted.streetLine).toBe(streetLine);
    expect(formatted.singleLine).toBe(singleLine);
  });
});
