"use client";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BreakdownTable } from "./breakdown-table";
import { formatGbp } from "@/lib/format/format";
import { CalculationStatusLine } from "./investment-results";
import { NumberField } from "./number-field";
import type { InvestmentCalculation } from "./use-investment-calculation";

export function CostsTab({ calculation }: { calculation: InvestmentCalculation }) {
  const { local, figures, status } = calculation;
  const a = local?.assumptions;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Costs and assumptions</CardTitle>
          <CardDescription>Purchase costs, running costs and the mortgage term. Every tab uses these figures.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <NumberField name="legalFees" min={0} step={50} />
          <NumberField name="surveyFee" min={0} step={50} />
          <NumberField name="mortgageFees" min={0} step={50} />
          <NumberField name="insurancePerYear" min={0} step={10} hint="Counted once in the initial cost, then monthly." />
          <NumberField name="managementPercent" min={0} max={100} step={0.5} />
          <NumberField name="maintenancePerYear" min={0} step={50} />
          <NumberField name="voidsPercent" min={0} max={100} step={0.5} />
          <NumberField name="termYears" min={1} max={40} step={1} />
        </CardContent>
      </Card>
      <section aria-labelledby="investment-costs-heading" aria-live="polite" aria-busy={status.state === "pending"} className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="investment-costs-heading" className="text-lg font-semibold">
            Breakdown
          </h2>
          <CalculationStatusLine status={status} />
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <Card>
            <CardContent className="pt-5">
              <BreakdownTable
                caption="Money needed to buy"
                rows={[
                  { label: `Deposit (${a?.depositPercent ?? "—"}%)`, amount: figures?.deposit },
                  { label: "Stamp duty", amount: local?.initialCosts.stampDuty },
                  { label: "Legal fees", amount: local?.initialCosts.legalFees },
                  { label: "Survey", amount: local?.initialCosts.surveyFee },
                  { label: "Mortgage fees", amount: local?.initialCosts.mortgageFees },
                  { label: "Insurance (first year)", amount: local?.initialCosts.insurance },
                ]}
                total={{ label: "Total initial cost", amount: local?.initialCosts.total }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-5">
              <BreakdownTable
                caption="A typical month"
                amountHeading="Per month"
                pence
                rows={[
                  { label: "Rent", amount: a?.monthlyRent },
                  { label: "Mortgage payment", amount: figures ? -figures.monthlyMortgage : null },
                  { label: `Management (${a?.managementPercent ?? "—"}% of rent)`, amount: local ? -local.monthlyExpenses.management : null },
                  { label: "Maintenance (a twelfth of the year's)", amount: local ? -local.monthlyExpenses.maintenance : null },
                  { label: `Voids (${a?.voidsPercent ?? "—"}% of rent)`, amount: local ? -local.monthlyExpenses.voids : null },
                  { label: "Insurance (a twelfth of the year's)", amount: local ? -local.monthlyExpenses.insurance : null },
                ]}
                total={{ label: "Monthly profit", amount: figures?.monthlyProfit }}
              />
              <p className="mt-3 text-sm text-muted-foreground">
                Monthly expenses: <span className="font-medium text-foreground tabular-nums">{formatGbp(local?.monthlyExpenses.total, { pence: true })}</span>
              </p>
            </CardContent>
          </Card>
        </div>
      </section>
    </div>
  );
}
