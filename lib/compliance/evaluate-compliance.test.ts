import { describe, expect, it } from "vitest";
import { evaluateCompliance, type ComplianceInput } from "./evaluate-compliance";

const asOf = new Date("2026-11-26T00:00:00Z");
const base: ComplianceInput = { uprn: "1", address: "1 High Street", epc: { rating: "C", validUntil: new Date("2030-01-01") }, conservationAreas: [], listedBuildingsNearby: [], heightMetres: 8, openCharges: 0, certificates: [], demo: false };
const status = (input: Partial<ComplianceInput>, key: string) => evaluateCompliance({ ...base, ...input }, asOf).find((c) => c.key === key)?.status;

describe("evaluateCompliance", () => {
  it.each([
    [{}, "epc", "pass"],
    [{ epc: { rating: "C", validUntil: new Date("2026-12-20") } }, "epc", "due"],
    [{ epc: { rating: "C", validUntil: new Date("2026-11-25") } }, "epc", "fail"],
    [{ epc: { rating: "C", validUntil: null } }, "epc", "unknown"],
    [{ epc: null }, "epc", "fail"],
    [{ epc: { rating: "E", validUntil: null } }, "epc-minimum", "pass"],
    [{ epc: { rating: "F", validUntil: null } }, "epc-minimum", "fail"],
    [{ epc: { rating: "C", validUntil: null } }, "epc-2030", "pass"],
    [{ epc: { rating: "D", validUntil: null } }, "epc-2030", "fail"],
    [{ epc: null }, "epc-2030", "unknown"],
    [{ conservationAreas: ["Old Town"] }, "consents", "review"],
    [{ conservationAreas: null, listedBuildingsNearby: null }, "consents", "unknown"],
    [{ heightMetres: 11 }, "building-safety", "review"],
    [{ heightMetres: 10.9 }, "building-safety", "pass"],
    [{ heightMetres: null }, "building-safety", "unknown"],
    [{ openCharges: 2 }, "charges", "review"],
    [{ openCharges: null }, "charges", "unknown"],
  ] as const)("%j: %s is %s", (input, key, expected) => {
    expect(status(input as Partial<ComplianceInput>, key)).toBe(expected);
  });

  it("tests building safety on height alone and says storeys are not held, only estimated from height", () => {
    const detail = (heightMetres: number | null) => evaluateCompliance({ ...base, heightMetres }, asOf).find((c) => c.key === "building-safety")?.detail;
    expect(detail(14.6)).toBe("About 15 m tall: Building Safety Act 2022 duties apply (11 m or 5 storeys). Storey counts are not held; at about 3 m a storey that is roughly 5, an estimate from height only.");
    expect(detail(8)).toBe("About 8 m tall: under 11 m. Storey counts are not held; at about 3 m a storey that is roughly 3, an estimate from height only.");
    expect(detail(null)).toContain("Storey counts are not held either");
  });

  it("counts the latest certificate of a kind only, and dates when it changes", () => {
    const checks = evaluateCompliance({ ...base, certificates: [
      { id: "a", kind: "gas-safety", reference: null, expiresOn: new Date("2025-01-01") },
      { id: "b", kind: "gas-safety", reference: "GS2", expiresOn: new Date("2027-06-01") },
    ] }, asOf);
    const gas = checks.filter((c) => c.key === "certificate:gas-safety");
    expect(gas).toEqual([{ key: "certificate:gas-safety", label: "Gas safety", status: "pass", detail: "The gas safety certificate GS2 is valid until 2027-06-01.", changesOn: "2027-06-01" }]);
  });
});
