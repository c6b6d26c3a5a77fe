// The first segment of /api/{x}/… is either one of the app's own call families (a static
// folder in app/api, which Next prefers) or a client slug (app/api/[namespace]); provider
// calls of part 1 (issue 13) join the static names here. A client may never take one of
// these slugs: its calls would be shadowed by the static folder of the same name.
export const RESERVED_API_NAMES: readonly string[] = [
  "address",
  "address-autocomplete",
  "address-details",
  "area",
  "area-analysis",
  "auth",
  "build-costs",
  "calculate-investment",
  "chimnie",
  "commercial",
  "comparison-candidates",
  "comparisons",
  "compliance",
  "costs",
  "epc",
  "health",
  "hmlr",
  "inspections",
  "jobs",
  "local",
  "os",
  "properties",
  "proprietor-details",
  "providers",
  "reports",
  "searches",
  "services",
  "title-details",
  "title-lookup",
  "title-lookups",
  "trends",
  "uprn",
];

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Why a slug cannot name a client, or null when it can. */
export function checkClientSlug(slug: string): string | null {
  if (!SLUG.test(slug)) return `"${slug}" is not a client slug: use 1-40 lower-case letters, digits and hyphens, not starting or ending with a hyphen.`;
  if (RESERVED_API_NAMES.includes(slug)) return `"${slug}" is reserved for the app's own calls (/api/${slug}/…): choose another client slug.`;
  return null;
}
