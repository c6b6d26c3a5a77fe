import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export type TextFieldProps = Omit<ComponentProps<typeof Input>, "id"> & {
  id: string;
  label: string;
  /** The current validation message, which marks the input invalid. */
  error?: string | null;
  /** The id of the element that shows the message, wherever the form puts it. */
  describedBy?: string;
  /** Shown under the input, inside the field (e.g. the field's own error line). */
  children?: ReactNode;
};

/** A labelled text input with its invalid state: the one shape of every form's text field. */
export function TextField({ id, label, error, describedBy, className, children, ...input }: TextFieldProps) {
  return (
    <div className={cn("grid flex-1 gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={!!error} aria-describedby={describedBy} {...input} />
      {children}
    </div>
  );
}
