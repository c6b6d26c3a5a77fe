"use client";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FieldError } from "./field-error";

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
};

/** A labelled choice from a list, with its error line. */
export function SelectField({ id, label, value, onValueChange, onBlur, options, placeholder, error }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2 content-start">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger id={id} aria-invalid={!!error} aria-describedby={error ? errorId : undefined} onBlur={onBlur}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type FormSelectFieldProps<T extends FieldValues, O> = Omit<SelectFieldProps, "value" | "onValueChange" | "onBlur"> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/** SelectField bound to a react-hook-form field: its value shown as text, its changes sent back. */
export function FormSelectField<T extends FieldValues, O = T>({ control, name, ...props }: FormSelectFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SelectField {...props} value={field.value === undefined || field.value === null ? "" : String(field.value)} onValueChange={field.onChange} onBlur={field.onBlur} />}
    />
  );
}
