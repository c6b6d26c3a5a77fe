"use client";
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

/** A labelled choice from a list, with its error line: react-hook-form drives it through a Controller. */
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
