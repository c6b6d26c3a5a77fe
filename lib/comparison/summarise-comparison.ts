import type { Property } from "@/lib/search/schemas";

export type ComparisonSummary = {
  priceRange: { min: number; max: number } | null;
  rentRange: { min: number; max: number } | null;
  sizeRange: { min: number; max: number } | null;
  propertyTypes: string[];
};

function range(values: number[]) {
  return values.length ? { min: Math.min(...values), max: Math.max(...values) } : null;
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
