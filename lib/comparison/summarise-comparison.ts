import type { Property } from "@/lib/property/schemas";

export type ComparisonSummary = {
  priceRange: { min: number; max: number } | null;
  rentRange: { min: number; max: number } | null;
  sizeRange: { min: number; max: number } | null;
  propertyTypes: string[];
};

// A reduce, not Math.min(...values): spreading a list into arguments overflows the stack past ~100k.
function range(values: number[]) {
  return values.length ? { min: values.reduce((a, b) => Math.min(a, b)), max: values.reduce((a, b) => Math.max(a, b)) } : null;
}

export function summariseComparison(properties: Property[]): ComparisonSummary {
  return {
    // Rents (to let, per month) and prices are kept apart: one range of both means nothing.
    priceRange: range(properties.filter((p) => p.status !== "to_let").map((p) => Number(p.price)).filter((n) => Number.isFinite(n) && n > 0)),
    rentRange: range(properties.filter((p) => p.status === "to_let").map((p) => Number(p.price)).filter((n) => Number.isFinite(n) && n > 0)),
    sizeRange: range(properties.map((p) => p.sqft).filter((n): n is number => n !== null)),
    propertyTypes: [...new Set(properties.map((p) => p.propertyType ?? "Unknown"))],
  };
}
