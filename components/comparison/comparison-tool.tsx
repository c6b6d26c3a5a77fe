"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Save, Search, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PostcodeField } from "@/components/forms/postcode-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { propertyCsvColumns } from "@/components/property/property-csv-columns";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { formatDate, formatGbp, formatNumber } from "@/lib/format/format";
import { toast } from "@/components/ui/use-toast";
import { comparisonMutations, comparisonQueries } from "@/lib/comparison/api";
import { errorMessage } from "@/lib/http/api-fetch";
import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";
import { normalisePostcodeInput } from "@/lib/postcode/parse-postcode-query";
import { COMPARISON_USER_ID, MAX_COMPARE, MIN_TO_SAVE, pricePerSqft, type CandidateSource } from "@/lib/comparison/schemas";
import { summariseComparison } from "@/lib/comparison/summarise-comparison";
import type { CsvColumn } from "@/lib/csv/build-csv";
import type { Property } from "@/lib/property/schemas";
import { CandidateList } from "./candidate-list";
import { ComparisonTable } from "./comparison-table";

// The compared properties as the table shows them, with its price per sq ft (sales only).
const comparisonCsvColumns: CsvColumn<Property>[] = [
  ...propertyCsvColumns,
  { header: "Price per sq ft (£)", value: (p) => (p.status === "to_let" ? null : pricePerSqft(p.price, p.sqft)) },
];

export function ComparisonTool() {
  const queryClient = useQueryClient();
  const [postcode, setPostcode] = useState("");
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [search, setSearch] = useState<string | null>(null);
  const [source, setSource] = useState<CandidateSource>("sales");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Property[]>([]);
  // The previous page stays on screen while the next one loads, so paging does not jump.
  const results = useQuery({ ...comparisonQueries.candidates({ postcode: search ?? "", source, page }), enabled: search !== null, placeholderData: keepPreviousData });
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
    setSearch(normalisePostcodeInput(postcode));
    setPage(1);
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

  return (
    <div className="grid gap-6">
      {/* Stacked, so the comparison table has the page's full width: all nine columns show at 1440 px. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
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
            ) : search !== null ? (
              <CandidateList
                results={results}
                source={source}
                onSourceChange={(value) => {
                  setSource(value);
                  setPage(1);
                }}
                onPageChange={setPage}
                onAdd={add}
              />
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
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
              <ComparisonTable properties={selected} onRemove={(property) => setSelected((list) => list.filter((x) => x.id !== property.id))} />
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
