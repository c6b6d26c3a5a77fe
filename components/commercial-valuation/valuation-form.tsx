"use client";
import { Calculator } from "lucide-react";
import { useState, type FormEvent } from "react";
import { NumberFields } from "@/components/forms/number-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { investmentValuationSchema, VALUATION_FORM_DEFAULTS, type InvestmentValuationInput } from "@/lib/commercial-valuation/schemas";
import { VALUATION_FIELDS, type ValuationField } from "./fields";

type Values = Record<ValuationField, string>;
const initial = Object.fromEntries(Object.entries(VALUATION_FORM_DEFAULTS).map(([k, v]) => [k, String(v)])) as Values;

/** The six inputs of the investment method, each explained; checked with the API's own schema before it is asked. */
export function ValuationForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: InvestmentValuationInput) => void }) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<ValuationField, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = investmentValuationSchema.safeParse(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === "" ? undefined : Number(v)])));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Term and reversion</CardTitle>
        <CardDescription>
          The investment method: the passing rent capitalised until the rent changes, then the estimated rental value in perpetuity, deferred to that date. Rents annually in
          arrears.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Investment valuation" className="grid grid-cols-[minmax(0,1fr)] gap-5">
          <NumberFields idPrefix="commercial-valuation" fields={VALUATION_FIELDS} values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
          <div>
            <Button type="submit" disabled={busy}>
              <Calculator aria-hidden /> {busy ? "Valuing..." : "Value"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
