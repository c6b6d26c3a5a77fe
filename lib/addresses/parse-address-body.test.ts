import { describe, expect, it } from "vitest";
import { parseAddressBody, type AddressBody } from "./parse-address-body";

const segments = (text: string): string[][] => text.split(", ").map((segment) => segment.split(" "));
const body = (name: string[], number: string | undefined, street: string, area: string[]): AddressBody => ({
  name: name.map((segment) => segment.split(" ")),
  ...(number === undefined ? {} : { number }),
  street: street === "" ? [] : street.split(" "),
  area: area.map((segment) => segment.split(" ")),
});

describe("parseAddressBody", () => {
  it.each<[string, AddressBody]>([
    ["27 BRADWELL ROAD", body([], "27", "BRADWELL ROAD", [])],
    ["NO 27 BRADWELL ROAD", body([], "27", "BRADWELL ROAD", [])],
    ["12A HIGH STREET, GOSFORTH, NEWCASTLE", body([], "12A", "HIGH STREET", ["GOSFORTH", "NEWCASTLE"])],
    ["12 HIGH STREET GOSFORTH", body([], "12", "HIGH STREET", ["GOSFORTH"])],
    ["ROSE COTTAGE, 3 MILL LANE", body(["ROSE COTTAGE"], "3", "MILL LANE", [])],
    ["ROSE COURT 12, HIGH STREET", body(["ROSE COURT"], "12", "HIGH STREET", [])],
    ["12, HIGH STREET", body([], "12", "HIGH STREET", [])],
    ["ROSE COTTAGE, MILL LANE, PONTELAND", body(["ROSE COTTAGE"], undefined, "MILL LANE", ["PONTELAND"])],
    ["ROSE COTTAGE MILL LANE", body(["ROSE COTTAGE"], undefined, "MILL LANE", [])],
    ["ROSE COTTAGE, PONTELAND", body(["ROSE COTTAGE"], undefined, "", ["PONTELAND"])],
    ["MILL LANE INDUSTRIAL ESTATE", body([], undefined, "MILL LANE", ["INDUSTRIAL ESTATE"])],
    ["CLOVERFIELD, WEST ALLOTMENT", body([], undefined, "CLOVERFIELD", ["WEST ALLOTMENT"])],
  ])("%j", (input, expected) => {
    expect(parseAddressBody(segments(input))).toEqual(expected);
  });
});
