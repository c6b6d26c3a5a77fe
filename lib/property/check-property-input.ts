// Plain functions, shared by the forms (no zod in the page bundle) and by the handlers'
// zod schemas (schemas.ts).

export const UPRN_MESSAGE = "UPRN should be a numeric value (1-12 digits)";
export const ADDRESS_MESSAGE = "Enter at least 3 characters of the address.";

export function checkUprnInput(value: string): string | null {
  return /^\d{1,12}$/.test(value.trim()) ? null : UPRN_MESSAGE;
}

export function checkAddressInput(value: string): string | null {
  const length = value.trim().length;
  if (length < 3) return ADDRESS_MESSAGE;
  return length > 200 ? "Address is too long (at most 200 characters)." : null;
}
