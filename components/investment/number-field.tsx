"use client";
import { useFormContext } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { InvestmentFormField, InvestmentFormValues } from "@/lib/investment/schemas";
import { FIELD_META, fieldId } from "./fields";

type NumberFieldProps = {
  name: Exclude<InvestmentFormField, "buyerType">;
  min?: number;
  max?: number;
  step?: number | "any";
  hint?: string;
};

/** A labelled number input bound to the investment form, with its message under it. */
export function NumberField({ name, min, max, step = "any", hint }: NumberFieldProps) {
  const { register, getFieldState, formState } = useFormContext<InvestmentFormValues>();
  const { error } = getFieldState(name, formState);
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{FIELD_META[name].label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register(name, { valueAsNumber: true })}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
