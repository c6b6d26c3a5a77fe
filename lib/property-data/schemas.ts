import { z } from "zod";

// Spec part 1 §7: the calls of a property-data provider, /api/{provider}/…, with field
// groups, force_residential (default true) and format (default enhanced_json).
export const FIELD_GROUPS = ["property", "premium", "surroundings"] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];
export const FORMATS = ["enhanced_json"] as const;
/** Items in one POST batch: bounded so a call's work (a valuation and area reads each) stays bounded. */
export const MAX_BATCH_ITEMS = 100;
export const DEFAULT_AUTOCOMPLETE_RESULTS = 10;
export const MAX_AUTOCOMPLETE_RESULTS = 50;

export const UPRN_MESSAGE = "A UPRN is 1 to 12 digits, e.g. 100021892730.";
export const UDPRN_MESSAGE = "A UDPRN is 1 to 8 digits.";
const FIELDS_MESSAGE = `fields lists groups separated by commas: ${FIELD_GROUPS.join(", ")}.`;
const FORMAT_MESSAGE = `format must be ${FORMATS.join(" or ")}.`;

export const uprnSchema = z.string().trim().regex(/^\d{1,12}$/, UPRN_MESSAGE);
export const udprnSchema = z.string().trim().regex(/^\d{1,8}$/, UDPRN_MESSAGE);
export const addressTextSchema = z.string().trim().min(3, "Give at least 3 characters of the address.").max(200, "The address is too long (at most 200 characters).");

/** "property,premium" → the groups; absent → all of them. */
const fieldsSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, context): FieldGroup[] => {
    if (value === undefined) return [...FIELD_GROUPS];
    const names = (Array.isArray(value) ? value : value.split(",")).map((n) => n.trim().toLowerCase()).filter(Boolean);
    const unknown = names.filter((n) => !(FIELD_GROUPS as readonly string[]).includes(n));
    if (!names.length || unknown.length) {
      context.addIssue({ code: "custom", message: unknown.length ? `Unknown field group "${unknown[0]}": ${FIELDS_MESSAGE}` : FIELDS_MESSAGE });
      return z.NEVER;
    }
    return FIELD_GROUPS.filter((g) => names.includes(g));
  });

const booleanText = (name: string) =>
  z
    .union([z.boolean(), z.enum(["true", "false"], { error: `${name} must be true or false.` })])
    .optional()
    .transform((v) => (v === undefined ? true : v === true || v === "true"));

const lookupOptionsShape = {
  fields: fieldsSchema,
  force_residential: booleanText("force_residential"),
  format: z.enum(FORMATS, { error: FORMAT_MESSAGE }).default("enhanced_json"),
  autocomplete_session: z.string().trim().max(100, "autocomplete_session is at most 100 characters.").optional(),
};
export const lookupQuerySchema = z.object(lookupOptionsShape);
export type LookupOptions = z.output<typeof lookupQuerySchema>;

const batchOf = (field: string, max = MAX_BATCH_ITEMS) =>
  z.array(z.string(), { error: `${field} must be a list.` }).min(1, `${field} must list at least one item.`).max(max, `At most ${max} ${field} per call: split the list.`);
export const uprnBatchSchema = z.object({ uprns: batchOf("uprns"), ...lookupOptionsShape });
export const udprnBatchSchema = z.object({ udprns: batchOf("udprns"), ...lookupOptionsShape });
export const addressBatchSchema = z.object({ addresses: batchOf("addresses"), ...lookupOptionsShape });

export const namespaceParams = z.object({ namespace: z.string() });
export const uprnParams = namespaceParams.extend({ uprn: uprnSchema });
export const udprnParams = namespaceParams.extend({ udprn: udprnSchema });
export const addressParams = namespaceParams.extend({ address: addressTextSchema });
export const autocompleteParams = namespaceParams.extend({ text: addressTextSchema });
export const autocompleteQuerySchema = z.object({
  max_results: z.coerce
    .number({ error: "max_results must be a number." })
    .int("max_results must be a whole number.")
    .min(1, "max_results is at least 1.")
    .max(MAX_AUTOCOMPLETE_RESULTS, `max_results is at most ${MAX_AUTOCOMPLETE_RESULTS}.`)
    .default(DEFAULT_AUTOCOMPLETE_RESULTS),
  session: z.string().trim().max(100, "session is at most 100 characters.").optional(),
});
