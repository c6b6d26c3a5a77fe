import type { Property } from "@/lib/search/schemas";

export type ComparisonSummary = {
  priceRange: { min: number; max: number } | null;
  sizeRange: { min: number; max: number } | null;
  propertyTypes: string[];
};

function range(values: number[]) {
  return values.length ? { min: Math.min(...values), max: Math.max(...values) } : null;
}

export function summariseComparison(properties: Property[]): ComparisonSummary {
  return {
    priceRange: range(properties.map((p) => Number(p.price)).filter((n) => Number.isFinite(n) && n > 0)),
    sizeRange: range(properties.map((p) => p.sqft).filter((n): n is number => n !== null)),
    propertyTypes: [...new Set(properties.map((p) => p.propertyType ?? "Unknown"))],
  };
}
