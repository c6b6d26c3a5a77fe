import { describe, expect, it } from "vitest";
import { prepareAddress } from "./prepare-address";
import { selectComparableTokens } from "./select-comparable-tokens";
import type { AddressParts } from "./types";

const words = (list: { token: string }[]): string => list.map(({ token }) => token).join(" ");

describe("selectComparableTokens", () => {
  it.each<[string, AddressParts, AddressParts, string, string, string, string, number]>([
    ["both full", { paon: "27", street: "BRADWELL ROAD" }, { paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE" }, "BRADWELL ROAD", "", "BRADWELL ROAD", "NEWCASTLE", 1],
    ["street missing on one side", { paon: "ROSE COTTAGE" }, { paon: "ROSE COTTAGE", street: "MILL LANE" }, "ROSE COTTAGE", "", "ROSE COTTAGE", "MILL LANE", 0.95],
    ["name optional when both numbered", { paon: "3", street: "MILL LANE" }, { paon: "ROSE COTTAGE, 3", street: "MILL LANE" }, "MILL LANE", "", "MILL LANE", "ROSE COTTAGE", 0.97],
    ["name required without numbers", { paon: "ROSE COTTAGE", street: "MILL LANE" }, { paon: "3", street: "MILL LANE" }, "MILL LANE ROSE COTTAGE", "", "MILL LANE", "", 1],
    ["both named", { paon: "ROSE COURT, 12", street: "HIGH STREET" }, { paon: "IVY COURT, 12", street: "HIGH STREET" }, "HIGH STREET ROSE COURT", "", "HIGH STREET IVY COURT", "", 1],
  ])("%s", (_label, a, b, coreA, optionalA, coreB, optionalB, penalty) => {
    const selection = selectComparableTokens(prepareAddress(a), prepareAddress(b));
    expect(words(selection.coreA)).toBe(coreA);
    expect(words(selection.optionalA)).toBe(optionalA);
    expect(words(selection.coreB)).toBe(coreB);
    expect(words(selection.optionalB)).toBe(optionalB);
    expect(selection.penalty).toBeCloseTo(penalty, 5);
  });
});
