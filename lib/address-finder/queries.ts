import { apiFetch } from "@/lib/http/api-fetch";
import { addressDetailsSchema, autocompleteResponseSchema, COUNTRY_CODE, type AddressDetails, type AddressSuggestion } from "./schemas";

export const AUTOCOMPLETE_PATH = "/api/address-autocomplete";
export const DETAILS_PATH = "/api/address-details";

export async function fetchAddressSuggestions(input: string, sessionToken: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const response = await apiFetch(AUTOCOMPLETE_PATH, { json: { input, sessionToken, countryCode: COUNTRY_CODE }, signal }, autocompleteResponseSchema);
  return response.predictions;
}

export function fetchAddressDetails(placeId: string, sessionToken: string): Promise<AddressDetails> {
  return apiFetch(DETAILS_PATH, { json: { placeId, sessionToken } }, addressDetailsSchema);
}
