import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type PostcodeFieldProps = Omit<ComponentProps<typeof Input>, "id"> & {
  id: string;
  label?: string;
  /** The current validation message (lib/postcode checkPostcodeInput), which marks the input invalid. */
  error?: string | null;
  /** The id of the element that shows the message, wherever the form puts it. */
  describedBy?: string;
  /** Shown under the input, inside the field (e.g. the field's own error line). */
  children?: ReactNode;
};

/** The one postcode input: its label, the postal-code hint and the invalid state. */
export function PostcodeField({ id, label = "Postcode", error, describedBy, className, children, ...input }: PostcodeFieldProps) {
  return (
    <div className={cn("grid flex-1 gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} autoComplete="postal-code" aria-invalid={!!error} aria-describedby={describedBy} {...input} />
      {children}
    </div>
  );
}
