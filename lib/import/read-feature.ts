import { z } from "zod";

// The parts of a GeoJSON Feature the importers read; anything else is ignored.
const featureSchema = z.object({
  type: z.literal("Feature"),
  properties: z.record(z.string(), z.unknown()).nullish(),
  geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullish(),
});

export type Feature = { properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } | null };

export function readFeature(input: unknown): Feature | null {
  const parsed = featureSchema.safeParse(input);
  if (!parsed.success) return null;
  return { properties: parsed.data.properties ?? {}, geometry: parsed.data.geometry ?? null };
}

/**
 * The first of `names` present in the properties (case-insensitive: publishers spell
 * them "Name", "NAME", "name"), as trimmed text; null when none has a value.
 */
export function pickProperty(properties: Record<string, unknown>, names: readonly string[]): string | null {
  const byLowerName = new Map(Object.entries(properties).map(([key, value]) => [key.toLowerCase(), value]));
  for (const name of names) {
    const value = byLowerName.get(name.toLowerCase());
    if ((typeof value === "string" && value.trim() !== "") || (typeof value === "number" && Number.isFinite(value))) return String(value).trim();
  }
  return null;
}
