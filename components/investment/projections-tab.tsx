"use client";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ProjectionYear } from "@/lib/investment/project-investment";
import { formatGbp, formatPercent } from "@/lib/format/format";
import { NumberField } from "./number-field";
import type { InvestmentCalculation } from "./use-investment-calculation";

const clampPercent = (value: number) => Math.max(0, Math.min(100, value));

/** Value per year split into equity and mortgage balance: CSS bars, hidden from screen readers (the table has the same figures). */
function ProjectionBars({ rows }: { rows: ProjectionYear[] }) {
  const max = rows.reduce((highest, r) => Math.max(highest, r.propertyValue), 1);
  return (
    <figure className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <figcaption className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
        <span>Property value each year, split into equity and mortgage balance</span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-primary" aria-hidden /> Equity
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-primary/25" aria-hidden /> Mortgage balance
        </span>
      </figcaption>
      <div aria-hidden className="grid grid-cols-[minmax(0,1fr)] gap-1.5">
        {rows.map((row) => (
          <div key={row.year} className="grid grid-cols-[4.5rem_1fr_6.5rem] items-center gap-2 text-xs">
            <span className="text-muted-foreground">Year {row.year}</span>
            <div className="h-5 rounded-sm bg-muted">
              <div className="flex h-full overflow-hidden rounded-sm bg-primary/25" style={{ width: `${clampPercent((row.propertyValue / max) * 100)}%` }}>
                <div className="h-full bg-primary" style={{ width: `${clampPercent((row.equity / row.propertyValue) * 100)}%` }} />
              </div>
            </div>
            <span className="text-right tabular-nums">{formatGbp(row.propertyValue)}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}

export function ProjectionsTab({ calculation }: { calculation: InvestmentCalculation }) {
  const { projection, local } = calculation;
  const last = projection?.at(-1);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Growth assumptions</CardTitle>
          <CardDescription>Value and rent compound once a year. Running costs, the mortgage and the buyer type come from the other tabs.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <NumberField name="appreciationPercent" min={-50} max={50} step={0.5} />
          <NumberField name="rentalGrowthPercent" min={-50} max={50} step={0.5} />
        </CardContent>
      </Card>
      <section aria-labelledby="investment-projection-heading" aria-live="polite" className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <h2 id="investment-projection-heading" className="text-lg font-semibold">
          10-year projection
        </h2>
        {!projection || !local || !last ? (
          <p className="text-sm text-muted-foreground">Correct the highlighted inputs to see the projection.</p>
        ) : (
          <>
            <p className="text-sm">
              After {last.year} years the property would be worth <strong>{formatGbp(last.propertyValue)}</strong> with <strong>{formatGbp(last.equity)}</strong> of equity. With{" "}
              {formatGbp(last.cumulativeCashFlow)} of cumulative cash flow, the return on the {formatGbp(local.initialCosts.total)} put in is{" "}
              <strong>{formatGbp(last.totalReturn)}</strong> ({formatPercent(last.totalReturnPercent, { digits: 2, signed: false })}), before selling costs and tax.
            </p>
            <Card>
              <CardContent className="pt-5">
                <ProjectionBars rows={projection} />
              </CardContent>
            </Card>
            <Card>
              <CardContent className="pt-5">
                <Table>
                  <TableCaption>
                    Cumulative return: equity plus the cash flow so far, less the total initial cost. Values at the end of each year; rent and cash flow over the year.
                  </TableCaption>
                  <TableHeader>
                    <TableRow>
                      <TableHead scope="col">Year</TableHead>
                      <TableHead scope="col" className="text-right">Property value</TableHead>
                      <TableHead scope="col" className="text-right">Annual rent</TableHead>
                      <TableHead scope="col" className="text-right">Mortgage balance</TableHead>
                      <TableHead scope="col" className="text-right">Equity</TableHead>
                      <TableHead scope="col" className="text-right">Annual cash flow</TableHead>
                      <TableHead scope="col" className="text-right">Cumulative return</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {projection.map((row) => (
                      <TableRow key={row.year}>
                        <TableCell>{row.year}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatGbp(row.propertyValue)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatGbp(row.annualRent)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatGbp(row.mortgageBalance)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatGbp(row.equity)}</TableCell>
                        <TableCell className={row.annualCashFlow < 0 ? "text-right tabular-nums text-destructive" : "text-right tabular-nums"}>{formatGbp(row.annualCashFlow)}</TableCell>
                        <TableCell className="text-right tabular-nums">
                          {formatGbp(row.totalReturn)} <span className="text-xs text-muted-foreground">({formatPercent(row.totalReturnPercent, { digits: 2, signed: false })})</span>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          </>
        )}
      </section>
    </div>
  );
}
