"use client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { INVESTMENT_RISKS, INVESTMENT_SCENARIOS, type InvestmentScenario } from "@/lib/investment/scenarios";
import { formatGbp } from "@/lib/format/format";

// Growth rates are written to one decimal place, as in the spec's table (1.0, 3.0).
const oneDecimal = (value: number) => value.toFixed(1);
const signedPercent = (value: number) => `${value > 0 ? "+" : ""}${value}%`;

export function ScenariosTab({ onApply }: { onApply: (scenario: InvestmentScenario) => void }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Scenarios</CardTitle>
          <CardDescription>
            Three sets of assumptions for a typical buy-to-let. The 10-year returns are indicative figures, not calculated from your inputs: apply a scenario to see your own
            projection.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Table>
            <TableCaption>Static scenarios (indicative)</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Scenario</TableHead>
                <TableHead scope="col" className="text-right">Growth %</TableHead>
                <TableHead scope="col" className="text-right">Rental growth %</TableHead>
                <TableHead scope="col" className="text-right">Voids %</TableHead>
                <TableHead scope="col" className="text-right">Maintenance per month</TableHead>
                <TableHead scope="col" className="text-right">10-year return</TableHead>
                <TableHead scope="col">
                  <span className="sr-only">Apply</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {INVESTMENT_SCENARIOS.map((s) => (
                <TableRow key={s.name}>
                  <TableHead scope="row" className="font-medium text-foreground">
                    {s.name}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">{oneDecimal(s.growthPercent)}</TableCell>
                  <TableCell className="text-right tabular-nums">{oneDecimal(s.rentalGrowthPercent)}</TableCell>
                  <TableCell className="text-right tabular-nums">{s.voidsPercent}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatGbp(s.maintenancePerMonth, { pence: "if-any" })}</TableCell>
                  <TableCell className="text-right font-medium tabular-nums text-success">{signedPercent(s.tenYearReturnPercent)}</TableCell>
                  <TableCell className="text-right">
                    <Button type="button" variant="outline" size="sm" onClick={() => onApply(s)} aria-label={`Use the ${s.name} assumptions`}>
                      Use
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Risks and mitigations</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-4">
            {INVESTMENT_RISKS.map(({ risk, mitigation }) => (
              <li key={risk} className="grid grid-cols-[minmax(0,1fr)] gap-1 border-l-2 border-primary/40 pl-3 text-sm">
                <p>
                  <span className="font-medium">Risk: </span>
                  {risk}
                </p>
                <p className="text-muted-foreground">
                  <span className="font-medium text-foreground">Mitigation: </span>
                  {mitigation}
                </p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
