import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import { addressDetailsSchema, autocompleteResponseSchema, COUNTRY_CODE, type AddressSuggestion } from "./schemas";

const AUTOCOMPLETE_PATH = "/api/address-autocomplete";
const DETAILS_PATH = "/api/address-details";

// Autocomplete is a POST (the provider's shape) without side effects: cached like a read,
// per input and typing session.
export const addressFinderQueries = {
  suggestions: (input: string, sessionToken: string) =>
    queryOptions({
      queryKey: [AUTOCOMPLETE_PATH, { input, sessionToken }] as const,
      queryFn: async ({ signal }) => {
        const response = await apiFetch(AUTOCOMPLETE_PATH, { json: { input, sessionToken, countryCode: COUNTRY_CODE }, signal }, autocompleteResponseSchema);
        return response.predictions;
      },
    }),
};

export const addressFinderMutations = {
  details: () =>
    mutationOptions({
      mutationKey: [DETAILS_PATH],
      mutationFn: ({ suggestion, sessionToken }: { suggestion: AddressSuggestion; sessionToken: string }) =>
        apiFetch(DETAILS_PATH, { json: { placeId: suggestion.placeId, sessionToken } }, addressDetailsSchema),
    }),
};
