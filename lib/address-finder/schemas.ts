import { z } from "zod";

// Spec §5 and §9: autocomplete needs at least 3 characters, country GB, at most 10
// suggestions. The session token is a UUID the client makes per typing session: it groups
// the autocomplete calls and the details call that ends them, as the Places API's does.
export const MIN_INPUT_LENGTH = 3;
export const MAX_SUGGESTIONS = 10;
export const DEBOUNCE_MS = 300;
export const COUNTRY_CODE = "GB";

export const INPUT_MESSAGE = "Enter at least 3 characters of the address.";
export const SESSION_TOKEN_MESSAGE = "sessionToken must be a UUID made by the client for this typing session.";
export const COUNTRY_MESSAGE = 'countryCode must be "GB": only UK addresses are covered.';
export const PLACE_ID_MESSAGE = "placeId must be the id of a suggestion.";

const sessionTokenSchema = z.uuid({ error: SESSION_TOKEN_MESSAGE });

export const autocompleteRequestSchema = z.object({
  input: z.string({ error: INPUT_MESSAGE }).trim().min(MIN_INPUT_LENGTH, INPUT_MESSAGE).max(200, "The address text is too long (at most 200 characters)."),
  sessionToken: sessionTokenSchema,
  countryCode: z.literal(COUNTRY_CODE, { error: COUNTRY_MESSAGE }).default(COUNTRY_CODE),
});
export type AutocompleteRequest = z.output<typeof autocompleteRequestSchema>;

export const addressSuggestionSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  structuredFormatting: z.object({ mainText: z.string(), secondaryText: z.string() }),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const autocompleteResponseSchema = z.object({ predictions: z.array(addressSuggestionSchema).max(MAX_SUGGESTIONS) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

export const addressDetailsRequestSchema = z.object({
  placeId: z.string({ error: PLACE_ID_MESSAGE }).trim().min(1, PLACE_ID_MESSAGE).max(300, PLACE_ID_MESSAGE),
  sessionToken: sessionTokenSchema,
});
export type AddressDetailsRequest = z.output<typeof addressDetailsRequestSchema>;

export const addressDetailsSchema = z.object({
  formattedAddress: z.string(),
  postcode: z.string(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  country: z.string(),
  uprn: z.string().nullable(),
});
export type AddressDetails = z.infer<typeof addressDetailsSchema>;
