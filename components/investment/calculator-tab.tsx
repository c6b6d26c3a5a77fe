"use client";
import { Calculator } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BuyerTypeField } from "./buyer-type-field";
import { InvestmentResults } from "./investment-results";
import { NumberField } from "./number-field";
import type { InvestmentCalculation } from "./use-investment-calculation";

export function CalculatorTab({ calculation }: { calculation: InvestmentCalculation }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Purchase and finance</CardTitle>
          <CardDescription>The figures update as you type, and are checked by the server half a second after you stop.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-5">
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <NumberField name="propertyValue" min={1} step={1000} />
            {/* Spec §2: min 5 and max 95 as attributes only; the calculation accepts 0-100. */}
            <NumberField name="depositPercent" min={5} max={95} step={1} />
            <NumberField name="monthlyRent" min={0} step={25} />
            <NumberField name="interestRate" min={0} step={0.1} />
          </div>
          <BuyerTypeField />
          <div>
            <Button type="submit">
              <Calculator aria-hidden /> Calculate
            </Button>
          </div>
        </CardContent>
      </Card>
      <InvestmentResults local={calculation.local} figures={calculation.figures} status={calculation.status} />
    </div>
  );
}
