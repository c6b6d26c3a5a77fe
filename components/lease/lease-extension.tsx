"use client";
import { useMutation } from "@tanstack/react-query";
import { Calculator } from "lucide-react";
import { useState, type FormEvent } from "react";
import { NumberFields } from "@/components/forms/number-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { QueryError } from "@/components/ui/query-error";
import { leaseMutations } from "@/lib/lease/api";
import { EXTENSION_BASES, EXTENSION_BASIS_LABELS, EXTENSION_FORM_DEFAULTS, leaseExtensionSchema, type ExtensionBasis } from "@/lib/lease/schemas";
import { EXTENSION_FIELDS, type ExtensionField } from "./extension-fields";
import { ExtensionResult } from "./extension-result";

type Values = Record<ExtensionField, string>;
const initial = Object.fromEntries(EXTENSION_FIELDS.map((f) => [f.name, String(EXTENSION_FORM_DEFAULTS[f.name])])) as Values;
const isBasis = (value: string): value is ExtensionBasis => (EXTENSION_BASES as readonly string[]).includes(value);

/** Residential lease extension: the statutory premium for a flat, on the basis chosen. */
export function LeaseExtension() {
  const [basis, setBasis] = useState<ExtensionBasis>(EXTENSION_FORM_DEFAULTS.basis);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<ExtensionField, string>>>({});
  const premium = useMutation(leaseMutations.extend());

  function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === "" ? undefined : Number(v)]));
    const parsed = leaseExtensionSchema.safeParse({ ...numbers, basis });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    premium.mutate(parsed.data);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Residential lease extension</CardTitle>
          <CardDescription>
            The premium a flat owner pays for a statutory lease extension: the diminution in the landlord&apos;s interest (the ground rent capitalised, and the freehold
            value deferred to the end of the lease), plus, on the 1993 Act basis with 80 years or less left, half the marriage value. The Leasehold and Freehold Reform Act
            2024 changes this basis where its provisions are in force: choose the basis below.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} aria-label="Lease extension premium" className="grid grid-cols-[minmax(0,1fr)] gap-5">
            <div className="grid gap-2 sm:max-w-sm">
              <Label htmlFor="lease-extension-basis">Basis</Label>
              <NativeSelect id="lease-extension-basis" value={basis} onChange={(e) => isBasis(e.target.value) && setBasis(e.target.value)} aria-describedby="lease-extension-basis-hint">
                {EXTENSION_BASES.map((b) => (
                  <option key={b} value={b}>
                    {EXTENSION_BASIS_LABELS[b]}
                  </option>
                ))}
              </NativeSelect>
              <p id="lease-extension-basis-hint" className="text-xs text-muted-foreground">
                {basis === "1993-act"
                  ? "Leasehold Reform, Housing and Urban Development Act 1993, Schedule 13: 90 years added at a peppercorn rent; marriage value shared 50:50 when 80 years or less remain."
                  : "Leasehold and Freehold Reform Act 2024: a 990-year extension, no marriage value, rates prescribed by the Secretary of State (enter them below). Not in force until commencement regulations are made."}
              </p>
            </div>
            <NumberFields idPrefix="lease-extension" fields={EXTENSION_FIELDS.filter((f) => basis === "1993-act" || !f.only1993)} values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
            <div>
              <Button type="submit" disabled={premium.isPending}>
                <Calculator aria-hidden /> {premium.isPending ? "Calculating..." : "Calculate premium"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {premium.isError ? <QueryError title="Could not calculate the premium" error={premium.error} /> : null}
      {premium.data ? <ExtensionResult result={premium.data} /> : null}
    </div>
  );
}
