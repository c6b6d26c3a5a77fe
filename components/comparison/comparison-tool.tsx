"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Save, Search, Trash2, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PostcodeField } from "@/components/forms/postcode-field";
import { formatPropertyPrice } from "@/components/property/format-property-price";
import { SubmitButton } from "@/components/forms/submit-button";
import { propertyCsvColumns } from "@/components/property/property-csv-columns";
import { propertyDate, statusLabel } from "@/components/property/property-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { formatDate, formatGbp, formatMonthYear, formatNumber } from "@/lib/format/format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { comparisonMutations, comparisonQueries } from "@/lib/comparison/api";
import { errorMessage } from "@/lib/http/api-fetch";
import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";
import { normalisePostcodeInput } from "@/lib/postcode/parse-postcode-query";
import { COMPARISON_USER_ID, MAX_COMPARE, MIN_TO_SAVE, pricePerSqft } from "@/lib/comparison/schemas";
import { summariseComparison } from "@/lib/comparison/summarise-comparison";
import { searchQueries, type SearchParams } from "@/lib/search/api";
import type { CsvColumn } from "@/lib/csv/build-csv";
import type { Property } from "@/lib/property/schemas";

const LISTED = 10;

// The compared properties as the table shows them, with its price per sq ft (sales only).
const comparisonCsvColumns: CsvColumn<Property>[] = [
  ...propertyCsvColumns,
  { header: "Price per sq ft (£)", value: (p) => (p.status === "to_let" ? null : pricePerSqft(p.price, p.sqft)) },
];

export function ComparisonTool() {
  const queryClient = useQueryClient();
  const [postcode, setPostcode] = useState("");
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [search, setSearch] = useState<SearchParams | null>(null);
  const [selected, setSelected] = useState<Property[]>([]);
  const results = useQuery({ ...searchQueries.properties(search ?? { searchType: "postcode", postcode: "", radius: "2" }), enabled: search !== null });
  const saved = useQuery(comparisonQueries.saved(COMPARISON_USER_ID));
  const save = useMutation(comparisonMutations.save(queryClient));
  const remove = useMutation(comparisonMutations.remove(queryClient));

  function deleteSaved(id: string) {
    remove.mutate(id, {
      onError: (error) => toast({ variant: "destructive", title: "Delete Failed", description: errorMessage(error, "The comparison could not be deleted.") }),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setPostcodeError(null);
    if (!postcode.trim()) {
      toast({ variant: "destructive", title: "Enter Postcode", description: "Please enter a postcode to search for properties." });
      return;
    }
    // The same rule as every other postcode search (spec §5): no call for text that is not one.
    const message = checkPostcodeInput(postcode);
    if (message) return setPostcodeError(message);
    setSearch({ searchType: "postcode", postcode: normalisePostcodeInput(postcode), radius: "2" });
  }

  function add(property: Property) {
    if (selected.some((p) => p.id === property.id)) {
      toast({ variant: "destructive", title: "Already Added", description: "This property is already in your comparison." });
      return;
    }
    if (selected.length >= MAX_COMPARE) {
      toast({ variant: "destructive", title: "Comparison Full", description: "You can compare up to 4 properties at once." });
      return;
    }
    setSelected((list) => [...list, property]);
    toast({ title: "Property Added", description: property.address });
  }

  function saveComparison() {
    if (selected.length < MIN_TO_SAVE) {
      toast({ variant: "destructive", title: "Not Enough Properties", description: "You need at least 2 properties to save a comparison." });
      return;
    }
    save.mutate(
      { propertyIds: selected.map((p) => p.id), userId: COMPARISON_USER_ID },
      {
        onSuccess: () => toast({ title: "Comparison Saved", description: `${selected.length} properties saved. Reopen them from Saved comparisons.` }),
        onError: (error) => toast({ variant: "destructive", title: "Save Failed", description: errorMessage(error, "The comparison could not be saved.") }),
      },
    );
  }

  const summary = summariseComparison(selected);
  const listed = results.data?.properties.slice(0, LISTED) ?? [];

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Find properties</CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <form onSubmit={submit} className="flex items-end gap-2" aria-label="Comparison search">
              <PostcodeField id="compare-postcode" placeholder="e.g. NE3 3LJ" value={postcode} onChange={(e) => setPostcode(e.target.value)} error={postcodeError} describedBy={postcodeError ? "compare-postcode-error" : undefined} />
              <SubmitButton busy={results.isFetching} icon={<Search aria-hidden />}>
                Search
              </SubmitButton>
            </form>
            {postcodeError ? (
              <p id="compare-postcode-error" role="alert" className="text-sm text-destructive">
                {postcodeError}
              </p>
            ) : results.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(results.error, "The search failed.")}
              </p>
            ) : null}
            {search && results.isSuccess && listed.length === 0 ? <p className="text-sm text-muted-foreground">No properties found</p> : null}
            {listed.length ? (
              <ul className="grid gap-2" aria-label="Search results">
                {listed.map((property) => (
                  <li key={property.id} className="flex items-center justify-between gap-3 rounded-md border p-2.5">
                    <div className="min-w-0 text-sm">
                      <p className="truncate font-medium">{property.address}</p>
                      <p className="text-muted-foreground">
                        {formatPropertyPrice(property)} · {statusLabel(property.status)} · {formatMonthYear(propertyDate(property))}
                      </p>
                    </div>
                    <Button size="sm" variant="outline" onClick={() => add(property)} aria-label={`Add ${property.address}`}>
                      <Plus aria-hidden /> Add
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            {results.data && results.data.total > LISTED ? <p className="text-xs text-muted-foreground">Showing the first {LISTED} of {formatNumber(results.data.total)} within 2 miles.</p> : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle className="text-base">
              Comparison <span className="text-muted-foreground" aria-label={`${selected.length} of ${MAX_COMPARE} properties`}>{selected.length}/{MAX_COMPARE}</span>
            </CardTitle>
            <ExportCsvButton className="ml-auto" rows={selected} columns={comparisonCsvColumns} fileNameParts={["comparison", ...new Set(selected.map((p) => p.postcode))]} />
            <Button onClick={saveComparison} disabled={selected.length < MIN_TO_SAVE || save.isPending}>
              <Save aria-hidden /> Save Comparison
            </Button>
          </CardHeader>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
            {selected.length === 0 ? (
              <p className="text-sm text-muted-foreground">Add up to four properties from the search results to compare them side by side.</p>
            ) : (
              <Table aria-label="Properties compared">
                <TableHeader>
                  <TableRow>
                    {["Property", "Price", "Price/sqft", "Bedrooms", "Bathrooms", "Size", "Status", "Date", "Actions"].map((h) => (
                      <TableHead key={h}>{h}</TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {selected.map((p) => {
                    const perSqft = p.status === "to_let" ? null : pricePerSqft(p.price, p.sqft);
                    return (
                      <TableRow key={p.id}>
                        <TableCell className="max-w-56">
                          <p className="truncate font-medium" title={p.address}>{p.address}</p>
                          <p className="text-xs text-muted-foreground">{p.propertyType ?? "Unknown type"} · {p.postcode}</p>
                        </TableCell>
                        <TableCell>{formatPropertyPrice(p)}</TableCell>
                        <TableCell>{perSqft === null ? "—" : formatGbp(perSqft)}</TableCell>
                        <TableCell>{p.bedrooms ?? "—"}</TableCell>
                        <TableCell>{p.bathrooms ?? "—"}</TableCell>
                        <TableCell>{p.sqft ? `${formatNumber(p.sqft)} sq ft` : "—"}</TableCell>
                        <TableCell><Badge variant="secondary">{statusLabel(p.status)}</Badge></TableCell>
                        <TableCell>{formatMonthYear(propertyDate(p))}</TableCell>
                        <TableCell>
                          <Button size="icon" variant="ghost" aria-label={`Remove ${p.address}`} onClick={() => setSelected((list) => list.filter((x) => x.id !== p.id))}>
                            <X aria-hidden />
                          </Button>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
            {selected.length ? (
              <dl className="grid gap-2 rounded-md bg-muted p-3 text-sm sm:grid-cols-3" aria-label="Comparison summary">
                <div>
                  <dt className="text-muted-foreground">Price range</dt>
                  <dd>
                    {summary.priceRange ? `${formatGbp(summary.priceRange.min)} – ${formatGbp(summary.priceRange.max)}` : "—"}
                    {summary.rentRange ? <span className="block text-muted-foreground">Rents {formatGbp(summary.rentRange.min)} – {formatGbp(summary.rentRange.max)} pcm</span> : null}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Size range</dt>
                  <dd>{summary.sizeRange ? `${formatNumber(summary.sizeRange.min)} – ${formatNumber(summary.sizeRange.max)} sq ft` : "Not known"}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Property types</dt>
                  <dd>{summary.propertyTypes.join(", ")}</dd>
                </div>
              </dl>
            ) : null}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Saved comparisons</CardTitle>
        </CardHeader>
        <CardContent>
          {saved.isPending ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : saved.isError ? (
            <p role="alert" className="text-sm text-destructive">{errorMessage(saved.error, "Saved comparisons could not be loaded.")}</p>
          ) : saved.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No saved comparisons yet.</p>
          ) : (
            <ul className="grid gap-2">
              {saved.data.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2.5 text-sm">
                  <span>
                    {formatDate(c.createdAt)} · {c.properties.map((p) => p.address.split(",")[0]).join(" · ")}
                  </span>
                  <span className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setSelected(c.properties.slice(0, MAX_COMPARE))}>
                      Open
                    </Button>
                    <Button size="sm" variant="ghost" aria-label="Delete saved comparison" onClick={() => deleteSaved(c.id)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
