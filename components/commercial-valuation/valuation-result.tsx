import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { InvestmentValuation } from "@/lib/commercial-valuation/value-investment";
import { formatGbp, formatPercent } from "@/lib/format/format";
import { Figure } from "./figure";

const factor = (value: number) => value.toFixed(6);
const percent = (value: number | null) => formatPercent(value, { digits: 2, signed: false });
const years = (value: number) => `${value} ${value === 1 ? "year" : "years"}`;

/** The five figures, then every line of the working with its factors, so each can be done again by hand. */
export function ValuationResult({ result }: { result: InvestmentValuation }) {
  const { term, reversion, purchasersCosts } = result;
  const costsFactor = 1 + purchasersCosts.percent / 100;
  const lines: { item: string; working: string; amount: number }[] = [
    {
      item: `Term: passing rent for ${years(term.years)} at ${term.yieldPercent}%`,
      working: `${formatGbp(term.rent)} × YP ${years(term.years)} @ ${term.yieldPercent}% [(1 − 1 ÷ ${(1 + term.yieldPercent / 100).toFixed(4)}^${term.years}) ÷ ${term.yieldPercent / 100} = ${factor(term.yearsPurchase)}]`,
      amount: term.value,
    },
    {
      item: `Reversion: ERV in perpetuity at ${reversion.yieldPercent}%, deferred ${years(reversion.deferredYears)}`,
      working: `${formatGbp(reversion.rent)} × YP perp @ ${reversion.yieldPercent}% (${factor(reversion.yearsPurchaseInPerpetuity)}) × PV £1 in ${years(reversion.deferredYears)} @ ${reversion.yieldPercent}% (${factor(reversion.presentValue)}) = ${formatGbp(reversion.rent)} × ${factor(reversion.yearsPurchaseDeferred)}`,
      amount: reversion.value,
    },
    { item: "Gross value (term + reversion)", working: `${formatGbp(term.value)} + ${formatGbp(reversion.value)}`, amount: result.grossValue },
    {
      item: `Less purchaser's costs at ${purchasersCosts.percent}%`,
      working: `${formatGbp(result.grossValue)} − ${formatGbp(result.grossValue)} ÷ ${Math.round(costsFactor * 1_000_000) / 1_000_000}`,
      amount: -purchasersCosts.amount,
    },
    { item: "Capital value net of costs", working: `${formatGbp(result.grossValue)} ÷ (1 + ${purchasersCosts.percent}%)`, amount: result.netValue },
  ];
  return (
    <section aria-labelledby="commercial-valuation-result" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="commercial-valuation-result" className="text-lg font-semibold">
        Valuation
      </h2>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Figure label="Capital value (gross)" value={formatGbp(result.grossValue)} detail="Term + reversion, before costs" />
        <Figure label="Capital value (net of costs)" value={formatGbp(result.netValue)} detail="The price a purchaser can pay" />
        <Figure label="Net initial yield" value={percent(result.netInitialYieldPercent)} detail={`${formatGbp(term.rent)} ÷ ${formatGbp(result.grossValue)}`} />
        <Figure label="Equivalent yield" value={percent(result.equivalentYieldPercent)} detail="One rate for term and reversion, by iteration" />
        <Figure label="Reversionary yield" value={percent(result.reversionaryYieldPercent)} detail={`${formatGbp(reversion.rent)} ÷ ${formatGbp(result.grossValue)}`} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>The working</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <Table>
            <TableCaption>
              Factors to 6 decimal places (annually in arrears); amounts to the whole pound. The yields are on the gross value, the price plus purchaser&apos;s costs. The
              equivalent yield is the one rate at which the term and reversion together are worth the gross value, found by halving the interval until it is within a
              hair of it.
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Item</TableHead>
                <TableHead scope="col">Working</TableHead>
                <TableHead scope="col" className="text-right">
                  Amount
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.item}>
                  <TableCell className="min-w-48 font-medium">{line.item}</TableCell>
                  <TableCell className="min-w-72 text-sm text-muted-foreground">{line.working}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatGbp(line.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </section>
  );
}
