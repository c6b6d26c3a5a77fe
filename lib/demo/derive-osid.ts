import { hashString } from "./seeded-random";

function hashToHex48(text: string, seed: number): string {
  return hashString(text, seed).toString(16).padStart(14, "0").slice(-12);
}

/** OS NGD identifiers are UUIDs; the demo derives a version-4-shaped one from a name. */
export function deriveOsid(name: string): string {
  const hex = hashToHex48(name, 1) + hashToHex48(name, 2) + hashToHex48(name, 3);
  const variant = "89ab".charAt(parseInt(hex.charAt(30), 16) % 4);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(12, 15)}-${variant}${hex.slice(15, 18)}-${hex.slice(18, 30)}`;
}
