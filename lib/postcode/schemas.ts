import { z } from "zod";
import { checkPostcodeInput, POSTCODE_MESSAGE } from "./check-postcode-input";
import { normalisePostcodeInput } from "./parse-postcode-query";

/** A search's postcode, outward code or sector, upper-cased with its spaces folded. */
export const postcodeInputSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .refine((value) => checkPostcodeInput(value) === null, POSTCODE_MESSAGE)
  .transform(normalisePostcodeInput);
