"use client";
import { useFormContext } from "react-hook-form";
import { cn } from "@/components/ui/cn";
import type { BuyerType } from "@/lib/investment/calculate-sdlt";
import type { InvestmentFormValues } from "@/lib/investment/schemas";
import { FIELD_META, fieldId } from "./fields";

const OPTIONS: { value: BuyerType; label: string; hint: string }[] = [
  { value: "standard", label: "Standard", hint: "Your only home, or one that replaces your main residence." },
  { value: "additional", label: "Additional property (+5% surcharge)", hint: "You will own more than one home: 5 points more on every band." },
  { value: "first-time", label: "First-time buyer", hint: "No tax up to £300,000, 5% to £500,000; no relief above £500,000." },
];

/** Who is buying, which decides the stamp duty rates: native radios, so arrow keys work. */
export function BuyerTypeField() {
  const { register } = useFormContext<InvestmentFormValues>();
  const id = fieldId("buyerType");
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <legend className="mb-1.5 text-sm font-medium">{FIELD_META.buyerType.label}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-3">
        {OPTIONS.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div
              key={option.value}
              className={cn(
                "relative flex items-start gap-2 rounded-md border border-input bg-card p-3 text-sm transition-colors",
                "has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              )}
            >
              <input id={optionId} type="radio" value={option.value} className="relative z-10 mt-0.5 accent-[var(--primary)]" aria-describedby={`${optionId}-hint`} {...register("buyerType")} />
              <div className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
                {/* The label stretches over the whole card, so a click anywhere on it chooses the option. */}
                <label htmlFor={optionId} className="cursor-pointer font-medium after:absolute after:inset-0">
                  {option.label}
                </label>
                <span id={`${optionId}-hint`} className="text-xs text-muted-foreground">
                  {option.hint}
                </span>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
