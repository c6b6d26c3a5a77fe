"use client";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** One lease as typed: every field text, dates as YYYY-MM-DD, several dates separated by commas. */
export type LeaseDraft = { key: number; tenant: string; areaM2: string; rentPerYear: string; start: string; expiry: string; breakDates: string; reviewDates: string };

const FIELDS: { name: keyof Omit<LeaseDraft, "key">; label: string; type: string; placeholder?: string }[] = [
  { name: "tenant", label: "Tenant", type: "text" },
  { name: "areaM2", label: "Area (m²)", type: "number", placeholder: "Optional" },
  { name: "rentPerYear", label: "Rent (£ a year)", type: "number" },
  { name: "start", label: "Start", type: "date" },
  { name: "expiry", label: "Expiry", type: "date" },
  { name: "breakDates", label: "Break dates", type: "text", placeholder: "YYYY-MM-DD, comma separated" },
  { name: "reviewDates", label: "Rent review dates", type: "text", placeholder: "YYYY-MM-DD, comma separated" },
];

export function LeaseRowEditor({ lease, index, onChange, onRemove }: { lease: LeaseDraft; index: number; onChange: (lease: LeaseDraft) => void; onRemove?: () => void }) {
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border p-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 text-sm font-medium">Lease {index + 1}</legend>
      {FIELDS.map((field) => {
        const id = `lease-${lease.key}-${field.name}`;
        return (
          <div key={field.name} className="grid content-start gap-1.5">
            <Label htmlFor={id}>{field.label}</Label>
            <Input
              id={id}
              type={field.type}
              inputMode={field.type === "number" ? "decimal" : undefined}
              min={field.type === "number" ? 0 : undefined}
              placeholder={field.placeholder}
              value={lease[field.name]}
              onChange={(event) => onChange({ ...lease, [field.name]: event.target.value })}
            />
          </div>
        );
      })}
      {onRemove ? (
        <div className="flex items-end">
          <Button type="button" variant="outline" size="sm" onClick={onRemove} aria-label={`Remove lease ${index + 1}`}>
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
