import type { AddressDetails, AddressSuggestion } from "./schemas";

/**
 * Where address suggestions come from: our own Address register (local), or a live vendor
 * (Google Places, getAddress.io, Ideal Postcodes...) whose adapter maps its payloads to
 * these shapes and its failures to AppError. The session token is passed through so a
 * vendor can bill a typing session as one.
 */
export interface AddressFinderProvider {
  readonly name: string;
  suggest(request: { input: string; sessionToken: string; limit: number }): Promise<AddressSuggestion[]>;
  /** Null when the place id is unknown. */
  getDetails(request: { placeId: string; sessionToken: string }): Promise<AddressDetails | null>;
}
