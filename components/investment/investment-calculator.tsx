"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { INVESTMENT_FORM_DEFAULTS } from "@/lib/investment/defaults";
import type { InvestmentScenario } from "@/lib/investment/scenarios";
import { investmentFormSchema, type InvestmentFormField, type InvestmentFormValues } from "@/lib/investment/schemas";
import { CalculatorTab } from "./calculator-tab";
import { CostsTab } from "./costs-tab";
import { FIELD_META, TAB_LABELS, type InvestmentTab } from "./fields";
import { formatGbp } from "@/lib/format/format";
import { ProjectionsTab } from "./projections-tab";
import { ScenariosTab } from "./scenarios-tab";
import { useInvestmentCalculation } from "./use-investment-calculation";

const TABS = Object.keys(TAB_LABELS) as InvestmentTab[];
const isTab = (value: string): value is InvestmentTab => (TABS as string[]).includes(value);

/**
 * The Investment Calculator (spec §2): one form across four tabs, so costs and growth
 * rates entered on one tab are used on all of them. Validated with the API's own schema.
 */
export function InvestmentCalculator() {
  const [tab, setTab] = useState<InvestmentTab>("calculator");
  const form = useForm<InvestmentFormValues>({ resolver: zodResolver(investmentFormSchema), defaultValues: INVESTMENT_FORM_DEFAULTS, mode: "onChange" });
  const values = useWatch({ control: form.control });
  const calculation = useInvestmentCalculation(values);

  const onCalculate = form.handleSubmit(
    () => calculation.calculateNow(),
    (errors) => {
      const labels = (Object.keys(errors) as InvestmentFormField[]).map((name) => FIELD_META[name].label);
      toast({ variant: "destructive", title: "Check the inputs", description: `Correct ${labels.join(", ")} to calculate.` });
    },
  );

  function applyScenario(scenario: InvestmentScenario) {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    form.setValue("appreciationPercent", scenario.growthPercent, options);
    form.setValue("rentalGrowthPercent", scenario.rentalGrowthPercent, options);
    form.setValue("voidsPercent", scenario.voidsPercent, options);
    form.setValue("maintenancePerYear", scenario.maintenancePerMonth * 12, options);
    setTab("projections");
    toast({
      title: `${scenario.name} assumptions applied`,
      description: `Growth ${scenario.growthPercent.toFixed(1)}%, rental growth ${scenario.rentalGrowthPercent.toFixed(1)}%, voids ${scenario.voidsPercent}% and maintenance ${formatGbp(scenario.maintenancePerMonth * 12, { pence: "if-any" })} a year, on every tab.`,
    });
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onCalculate} aria-label="Investment calculator" className="min-w-0">
        <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
          {/* Two by two at phone width (four tabs in one row need ~440 px), one row from sm up. */}
          <TabsList aria-label="Investment calculator sections" className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-auto">
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="whitespace-normal sm:whitespace-nowrap">
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="calculator">
            <CalculatorTab calculation={calculation} />
          </TabsContent>
          <TabsContent value="costs">
            <CostsTab calculation={calculation} />
          </TabsContent>
          <TabsContent value="projections">
            <ProjectionsTab calculation={calculation} />
          </TabsContent>
          <TabsContent value="scenarios">
            <ScenariosTab onApply={applyScenario} />
          </TabsContent>
        </Tabs>
      </form>
    </FormProvider>
  );
}
