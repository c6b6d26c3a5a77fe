"use client";
import { useMutation } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FieldError } from "@/components/forms/field-error";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { QueryError } from "@/components/ui/query-error";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { commercialValuationMutations } from "@/lib/commercial-valuation/api";
import { COMPARABLE_RADII, type CommercialComparable } from "@/lib/commercial-valuation/schemas";
import { calculateImpliedYield } from "@/lib/commercial-valuation/value-investment";
import { formatDate, formatGbp, formatPercent } from "@/lib/format/format";
import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";

function ComparableRow({ sale, costsPercent }: { sale: CommercialComparable; costsPercent: number }) {
  const [rent, setRent] = useState("");
  const rentValue = rent.trim() === "" ? null : Number(rent);
  const implied = rentValue === null || !Number.isFinite(rentValue) ? null : calculateImpliedYield(sale.price, rentValue, costsPercent);
  return (
    <TableRow>
      <TableCell className="min-w-48">{sale.address}</TableCell>
      <TableCell className="whitespace-nowrap">{sale.postcode ?? "—"}</TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(sale.date)}</TableCell>
      <TableCell>{sale.tenure}</TableCell>
      <TableCell className="text-right tabular-nums">{formatGbp(sale.price)}</TableCell>
      <TableCell className="min-w-32">
        <Input type="number" min={0} step={500} inputMode="decimal" aria-label={`Rent (£ a year) of ${sale.address}`} placeholder="Not known" value={rent} onChange={(e) => setRent(e.target.value)} />
      </TableCell>
      <TableCell className="text-right tabular-nums" aria-label={`Implied yield of ${sale.address}`}>
        {implied === null ? <span className="text-muted-foreground">No rent known</span> : formatPercent(implied, { digits: 2, signed: false })}
      </TableCell>
    </TableRow>
  );
}

/** Non-residential sales near a postcode from Price Paid; the implied yield of each where you know its rent. */
export function ComparablesPanel({ costsPercent }: { costsPercent: number }) {
  const [postcode, setPostcode] = useState("");
  const [radius, setRadius] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const search = useMutation(commercialValuationMutations.comparables());

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkPostcodeInput(postcode);
    setError(problem);
    if (!problem) search.mutate({ postcode, radiusMiles: Number(radius) });
  }

  const data = search.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Comparables</CardTitle>
        <CardDescription>
          Sales of commercial premises and land near a postcode (HM Land Registry Price Paid, property type Other). The register records the price, not the rent: enter a
          rent you know for a sale to see the yield it implies, on its price plus purchaser&apos;s costs at {costsPercent}%.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <form noValidate onSubmit={submit} aria-label="Find comparables" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField id="comparables-postcode" label="Postcode" value={postcode} onChange={(e) => setPostcode(e.target.value)} placeholder="e.g. NE1 4ST" error={error} describedBy={error ? "comparables-postcode-error" : undefined}>
            <FieldError id="comparables-postcode-error" message={error ?? undefined} />
          </TextField>
          <div className="grid gap-2 sm:w-36">
            <Label htmlFor="comparables-radius">Radius</Label>
            <NativeSelect id="comparables-radius" value={radius} onChange={(e) => setRadius(e.target.value)}>
              {COMPARABLE_RADII.map((r) => (
                <option key={r} value={String(r)}>
                  {r} {r === 1 ? "mile" : "miles"}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={search.isPending}>
            <Search aria-hidden /> {search.isPending ? "Searching..." : "Find comparables"}
          </Button>
        </form>
        {search.isError ? <QueryError title="Could not find comparables" error={search.error} /> : null}
        {data ? (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-live="polite">
            <p className="text-sm font-medium">
              {data.total} non-residential {data.total === 1 ? "sale" : "sales"} in {data.area}
              {data.radiusMiles !== null ? ` (within ${data.radiusMiles} ${data.radiusMiles === 1 ? "mile" : "miles"})` : ""}
            </p>
            <ul className="grid gap-1 text-sm text-muted-foreground">
              {data.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            {data.comparables.length ? (
              <div className="overflow-x-auto">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead scope="col">Address</TableHead>
                      <TableHead scope="col">Postcode</TableHead>
                      <TableHead scope="col">Date</TableHead>
                      <TableHead scope="col">Tenure</TableHead>
                      <TableHead scope="col" className="text-right">Price</TableHead>
                      <TableHead scope="col">Rent (£ a year)</TableHead>
                      <TableHead scope="col" className="text-right">Implied yield</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.comparables.map((sale) => (
                      <ComparableRow key={sale.transactionId} sale={sale} costsPercent={costsPercent} />
                    ))}
                  </TableBody>
                </Table>
              </div>
            ) : null}
            <p className="text-xs text-muted-foreground">Source: {data.source}.</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
