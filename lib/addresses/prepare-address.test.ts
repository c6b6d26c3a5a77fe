import { describe, expect, it } from "vitest";
import { prepareAddress } from "./prepare-address";
import type { AddressParts } from "./types";

const tokens = (list: { token: string }[]): string[] => list.map(({ token }) => token);

describe("prepareAddress", () => {
  it.each<[AddressParts, string | undefined]>([
    [{ saon: "FLAT 2" }, "2"],
    [{ saon: "APARTMENT 02" }, "2"],
    [{ saon: "2" }, "2"],
    [{ saon: "FLAT 2A" }, "2A"],
    [{ saon: "FLAT A" }, "A"],
    [{ saon: "UNIT 4" }, "4"],
    [{ saon: "2/1" }, "2/1"],
    [{ saon: "FIRST FLOOR FLAT 2" }, "2"],
    [{ saon: "GROUND FLOOR FLAT" }, "GROUND"],
    [{ saon: "GROUND FLOOR" }, "GROUND"],
    [{ saon: "LOWER GROUND FLOOR FLAT" }, "LOWER GROUND"],
    [{ saon: "THE ANNEXE" }, "THE ANNEXE"],
    [{}, undefined],
  ])("SAON of %j has key %j", (parts, key) => {
    expect(prepareAddress(parts).saonKey).toBe(key);
  });

  it.each<[AddressParts, string | undefined, string]>([
    [{ paon: "27" }, "27", ""],
    [{ paon: "12A" }, "12A", ""],
    [{ paon: "12-14" }, "12-14", ""],
    [{ paon: "ROSE COTTAGE" }, undefined, "ROSE COTTAGE"],
    [{ paon: "ROSE COURT, 12" }, "12", "ROSE COURT"],
  ])("PAON %j → number %j, name %j", (parts, number, name) => {
    const prepared = prepareAddress(parts);
    const formatted = prepared.houseNumber
      ? `${prepared.houseNumber.start}${prepared.houseNumber.startSuffix}${prepared.houseNumber.end === undefined ? "" : `-${prepared.houseNumber.end}`}`
      : undefined;
    expect(formatted).toBe(number);
    expect(prepared.nameKey).toBe(name);
  });

  it("splits street and area into weighted words", () => {
    const prepared = prepareAddress({
      paon: "139",
      street: "CLOVERFIELD",
      locality: "WEST ALLOTMENT",
      town: "NEWCASTLE UPON TYNE",
      postcode: "NE27 0BU",
      outcode: "NE27",
    });
    expect(tokens(prepared.street)).toEqual(["CLOVERFIELD"]);
    expect(tokens(prepared.area)).toEqual(["WEST", "ALLOTMENT", "NEWCASTLE", "UPON", "TYNE"]);
    expect(prepared.area.find(({ token }) => token === "UPON")?.weight).toBe(0.25);
    expect(prepared.sector).toBe("NE27 0");
  });
});
