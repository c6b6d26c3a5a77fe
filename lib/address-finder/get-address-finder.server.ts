import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { createLocalAddressFinder } from "./local-address-finder.server";
import { MAX_SUGGESTIONS, type AddressDetails, type AddressDetailsRequest, type AutocompleteRequest, type AutocompleteResponse } from "./schemas";
import type { AddressFinderProvider } from "./types";

/** The configured provider. Only the local register exists today; a live vendor adapter would be chosen here by its env key. */
export function getAddressFinder(db: Db): AddressFinderProvider {
  return createLocalAddressFinder(db);
}

/** POST /api/address-autocomplete */
export async function suggestAddresses(provider: AddressFinderProvider, request: AutocompleteRequest): Promise<AutocompleteResponse> {
  const predictions = await provider.suggest({ input: request.input, sessionToken: request.sessionToken, limit: MAX_SUGGESTIONS });
  return { predictions: predictions.slice(0, MAX_SUGGESTIONS) };
}

/** POST /api/address-details: 404 for a place id the provider does not know. */
export async function getAddressDetails(provider: AddressFinderProvider, request: AddressDetailsRequest): Promise<AddressDetails> {
  const details = await provider.getDetails(request);
  if (!details) throw notFound(`No address with id ${request.placeId} was found.`);
  return details;
}
