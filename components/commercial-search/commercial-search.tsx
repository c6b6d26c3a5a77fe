"use client";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { FieldError } from "@/components/forms/field-error";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { QueryError } from "@/components/ui/query-error";
import { commercialSearchQueries, type CommercialSearchParams } from "@/lib/commercial-search/api";
import type { CommercialRecord } from "@/lib/commercial-search/schemas";
import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";
import { RADIUS_OPTIONS } from "@/lib/search/search-input";
import { CommercialRecordsTable } from "./commercial-records-table";

// The API's sort keys (lib/commercial-search/schemas), named for the select.
const SORTS = [
  ["date", "Date"],
  ["price", "Price"],
  ["floorArea", "Floor area"],
  ["pricePerSqm", "Price per m²"],
  ["rating", "EPC asset rating"],
] as const;

const miles = (radius: number) => `${radius} ${radius === 1 ? "mile" : "miles"}`;

/**
 * Non-residential sales and non-domestic EPCs near a postcode, sorted and paged by the server.
 * The page's rows go on the product's map through renderMap: app/ composes the two features.
 */
export function CommercialSearch({ renderMap }: { renderMap?: (records: CommercialRecord[], searchKey: number) => ReactNode }) {
  const [form, setForm] = useState({ postcode: "", radius: "1", sort: "date", direction: "desc" });
  const [error, setError] = useState<string | null>(null);
  const [params, setParams] = useState<CommercialSearchParams | null>(null);
  // Each search (and each page) fits the map to its rows again.
  const [searchKey, setSearchKey] = useState(0);
  const search = useQuery({ ...commercialSearchQueries.records(params ?? { postcode: "", radius: "1", sort: "date", direction: "desc", page: "1" }), enabled: params !== null });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkPostcodeInput(form.postcode);
    setError(problem);
    if (problem) return;
    setParams({ ...form, page: "1" });
    setSearchKey((n) => n + 1);
  }
  function goTo(page: number) {
    if (!params) return;
    setParams({ ...params, page: String(page) });
    setSearchKey((n) => n + 1);
  }

  const data = search.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Search</CardTitle>
        <CardDescription>
          Non-residential sales (HM Land Registry Price Paid, property type Other or category B) and non-domestic energy performance certificates near a postcode. Price per m² is
          shown where a sale matches a certificate with a floor area (same postcode and address, or UPRN).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <form noValidate onSubmit={submit} aria-label="Search commercial property" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <TextField id="commercial-postcode" label="Postcode" value={form.postcode} onChange={(e) => setForm({ ...form, postcode: e.target.value })} placeholder="e.g. NE1 4ST" error={error} describedBy={error ? "commercial-postcode-error" : undefined}>
            <FieldError id="commercial-postcode-error" message={error ?? undefined} />
          </TextField>
          <div className="grid gap-2 sm:w-32">
            <Label htmlFor="commercial-radius">Radius</Label>
            <NativeSelect id="commercial-radius" value={form.radius} onChange={(e) => setForm({ ...form, radius: e.target.value })}>
              {RADIUS_OPTIONS.map((r) => (
                <option key={r} value={r}>
                  {miles(Number(r))}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2 sm:w-44">
            <Label htmlFor="commercial-sort">Sort by</Label>
            <NativeSelect id="commercial-sort" value={form.sort} onChange={(e) => setForm({ ...form, sort: e.target.value })}>
              {SORTS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2 sm:w-36">
            <Label htmlFor="commercial-direction">Order</Label>
            <NativeSelect id="commercial-direction" value={form.direction} onChange={(e) => setForm({ ...form, direction: e.target.value })}>
              <option value="desc">Highest first</option>
              <option value="asc">Lowest first</option>
            </NativeSelect>
          </div>
          <Button type="submit" disabled={search.isFetching}>
            <Search aria-hidden /> {search.isFetching ? "Searching..." : "Search"}
          </Button>
        </form>
        {search.isError ? <QueryError title="Could not search" error={search.error} /> : null}
        {data ? (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-live="polite">
            <p className="text-sm font-medium">
              {data.counts.sales} non-residential {data.counts.sales === 1 ? "sale" : "sales"} and {data.counts.certificates} non-domestic{" "}
              {data.counts.certificates === 1 ? "EPC" : "EPCs"} in {data.area}
              {data.radiusMiles !== null ? ` (within ${miles(data.radiusMiles)})` : ""}
            </p>
            <ul className="grid gap-1 text-sm text-muted-foreground">
              {data.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            {data.records.length && renderMap ? renderMap(data.records, searchKey) : null}
            {data.records.length ? (
              <CommercialRecordsTable records={data.records} fileNameParts={["commercial-search", data.area, data.radiusMiles === null ? null : `${data.radiusMiles}mile`, `page${data.page}`]} />
            ) : null}
            {data.pages > 1 ? (
              <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
                <Button type="button" variant="outline" size="sm" disabled={data.page <= 1 || search.isFetching} onClick={() => goTo(data.page - 1)}>
                  Previous
                </Button>
                <span>
                  Page {data.page} of {data.pages}
                </span>
                <Button type="button" variant="outline" size="sm" disabled={data.page >= data.pages || search.isFetching} onClick={() => goTo(data.page + 1)}>
                  Next
                </Button>
              </nav>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
