import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { LeaseExtensionPremium } from "@/lib/lease/calculate-lease-extension";
import { formatGbp } from "@/lib/format/format";
import { Figure } from "./figure";

const factor = (value: number) => value.toFixed(6);

/** The premium, and every line of the diminution and marriage value with its factors. */
export function ExtensionResult({ result }: { result: LeaseExtensionPremium }) {
  const { input, term, reversion, landlordAfter, marriageValue } = result;
  const n = input.unexpiredYears;
  const capped = term.groundRentUsed !== term.groundRent;
  const lines: { item: string; working: string; amount: number }[] = [
    {
      item: "Term: ground rent capitalised",
      working: `${formatGbp(term.groundRentUsed)}${capped ? ` (${formatGbp(term.groundRent)} capped at 0.1% of the freehold value)` : ""} × YP ${n} years @ ${input.capitalisationRatePercent}% (${factor(term.yearsPurchase)})`,
      amount: term.value,
    },
    { item: "Reversion: freehold value deferred", working: `${formatGbp(input.freeholdValue)} × PV £1 in ${n} years @ ${input.defermentRatePercent}% (${factor(reversion.presentValue)})`, amount: reversion.value },
    { item: "Landlord's interest now", working: `${formatGbp(term.value)} + ${formatGbp(reversion.value)}`, amount: result.landlordBefore },
    {
      item: `Less landlord's interest after a ${result.extensionYears}-year extension`,
      working: `${formatGbp(input.freeholdValue)} × PV £1 in ${landlordAfter.years} years @ ${input.defermentRatePercent}% (${factor(landlordAfter.presentValue)})`,
      amount: -landlordAfter.value,
    },
    { item: "Diminution in the landlord's interest", working: `${formatGbp(result.landlordBefore)} − ${formatGbp(landlordAfter.value)}`, amount: result.diminution },
  ];
  if (marriageValue) {
    lines.push(
      {
        item: "Marriage value",
        working: `(extended lease ${formatGbp(marriageValue.extendedLease)} [${input.extendedLeaseValuePercent}%] + landlord after ${formatGbp(landlordAfter.value)}) − (existing lease ${formatGbp(marriageValue.existingLease)} [${input.relativityPercent}%] + landlord now ${formatGbp(result.landlordBefore)})`,
        amount: marriageValue.value,
      },
      { item: "Landlord's 50% share of marriage value", working: `${formatGbp(marriageValue.value)} × 50%`, amount: marriageValue.landlordShare },
    );
  }
  return (
    <section aria-labelledby="lease-extension-result" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="lease-extension-result" className="text-lg font-semibold">
        Premium on the {result.basisName} basis
      </h2>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-3">
        <Figure label="Premium" value={formatGbp(result.premium)} detail={`For a ${result.extensionYears}-year extension at a peppercorn rent`} />
        <Figure label="Diminution in the landlord's interest" value={formatGbp(result.diminution)} />
        <Figure label="Landlord's share of marriage value" value={formatGbp(marriageValue?.landlordShare ?? 0)} detail={result.marriageValueNote} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>The working</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <Table>
            <TableCaption>Factors to 6 decimal places (annually in arrears); amounts to the whole pound. Premium = diminution + the landlord&apos;s share of marriage value.</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Item</TableHead>
                <TableHead scope="col">Working</TableHead>
                <TableHead scope="col" className="text-right">Amount</TableHead>
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
              <TableRow className="font-semibold">
                <TableCell>Premium</TableCell>
                <TableCell className="text-sm text-muted-foreground">{marriageValue ? `${formatGbp(result.diminution)} + ${formatGbp(marriageValue.landlordShare)}` : "The diminution alone"}</TableCell>
                <TableCell className="text-right tabular-nums">{formatGbp(result.premium)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>What is assumed</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm">
            {result.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
