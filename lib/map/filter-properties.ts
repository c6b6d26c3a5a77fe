import type { Property } from "@/lib/property/schemas";

export type MapFilters = {
  minPrice: string;
  maxPrice: string;
  minBedrooms: string; // "any" or 1..6
  maxBedrooms: string;
  propertyType: string; // "any" or a type label
  status: string; // "any" | sold | for_sale | to_let
};

export const emptyFilters: MapFilters = { minPrice: "", maxPrice: "", minBedrooms: "any", maxBedrooms: "any", propertyType: "any", status: "any" };

const toNumber = (value: string) => (value.trim() === "" || value === "any" ? null : Number(value));

/** Spec §5: map filters are applied on the client. Unknown bedrooms fail a bedroom filter. */
export function filterProperties(properties: Property[], filters: MapFilters): Property[] {
  const minPrice = toNumber(filters.minPrice);
  const maxPrice = toNumber(filters.maxPrice);
  const minBeds = toNumber(filters.minBedrooms);
  const maxBeds = toNumber(filters.maxBedrooms);
  return properties.filter((p) => {
    const price = Number(p.price);
    if (minPrice !== null && !(price >= minPrice)) return false;
    if (maxPrice !== null && !(price <= maxPrice)) return false;
    if (minBeds !== null && (p.bedrooms === null || p.bedrooms < minBeds)) return false;
    if (maxBeds !== null && (p.bedrooms === null || p.bedrooms > maxBeds)) return false;
    if (filters.propertyType !== "any" && p.propertyType !== filters.propertyType) return false;
    if (filters.status !== "any" && p.status !== filters.status) return false;
    return true;
  });
}

export type Bounds = [[number, number], [number, number]];

/** [[west, south], [east, north]] of the located properties, or null. */
export function boundsOf(properties: Property[]): Bounds | null {
  const located = properties.filter((p) => p.latitude !== null && p.longitude !== null);
  if (!located.length) return null;
  // Walked, not spread into Math.min: an argument list that long overflows the stack.
  let west = Infinity, south = Infinity, east = -Infinity, north = -Infinity;
  for (const p of located) {
    const lng = p.longitude as number;
    const lat = p.latitude as number;
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}
