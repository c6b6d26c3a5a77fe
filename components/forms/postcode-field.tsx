import { TextField, type TextFieldProps } from "./text-field";

/**
 * The one postcode input: "Postcode" and the postal-code hint. Its rule is lib/postcode's
 * checkPostcodeInput, and what is sent is normalisePostcodeInput's.
 */
export function PostcodeField({ label = "Postcode", ...props }: Omit<TextFieldProps, "label"> & { label?: string }) {
  return <TextField label={label} autoComplete="postal-code" {...props} />;
}
