import { hashString } from "./seeded-random";

// Real UPRNs run to 12 digits; the demo ones always use all 12 so they read like the real thing.
const UPRN_FLOOR = 100_000_000_000;
const UPRN_SPAN = 900_000_000_000;

export function deriveUprn(addressKey: string, attempt: number): string {
  return String(UPRN_FLOOR + (hashString(`uprn:${addressKey}:${attempt}`) % UPRN_SPAN));
}
