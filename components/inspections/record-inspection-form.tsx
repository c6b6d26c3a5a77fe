"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { QueryError } from "@/components/ui/query-error";
import { inspectionMutations, type InspectionDetail } from "@/lib/inspections/api";
import { ELEMENTS, RATING_LABELS, RATINGS, recordInspectionSchema } from "@/lib/inspections/schemas";

/** Records the visit: date, inspector, a rating per element (blank: not rated) and notes. */
export function RecordInspectionForm({ inspection }: { inspection: InspectionDetail }) {
  const queryClient = useQueryClient();
  const record = useMutation(inspectionMutations.record(queryClient, inspection.id));
  const [inspectedAt, setInspectedAt] = useState(inspection.inspectedAt ?? "");
  const [inspector, setInspector] = useState(inspection.inspector ?? "");
  const [notes, setNotes] = useState(inspection.notes ?? "");
  const [ratings, setRatings] = useState<Record<string, string>>(Object.fromEntries(inspection.ratings.map((r) => [r.element, r.rating])));
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = ELEMENTS.filter((e) => ratings[e]).map((element) => ({ element, rating: ratings[element] }));
    const parsed = recordInspectionSchema.safeParse({ inspectedAt, inspector, ratings: chosen, notes: notes || undefined });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the fields.");
    setProblem(null);
    record.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} aria-label="Record the inspection" className="grid gap-3 md:grid-cols-2">
      <TextField id="record-date" label="Inspected on" type="date" value={inspectedAt} onChange={(e) => setInspectedAt(e.target.value)} />
      <TextField id="record-inspector" label="Inspector" value={inspector} onChange={(e) => setInspector(e.target.value)} />
      <fieldset className="grid gap-2 md:col-span-2 md:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">Condition ratings</legend>
        {ELEMENTS.map((element, index) => (
          <div key={element} className="grid gap-1">
            <Label htmlFor={`rating-${index}`}>{element}</Label>
            <NativeSelect id={`rating-${index}`} value={ratings[element] ?? ""} onChange={(e) => setRatings({ ...ratings, [element]: e.target.value })}>
              <option value="">Not rated</option>
              {RATINGS.map((r) => <option key={r} value={r}>{RATING_LABELS[r]}</option>)}
            </NativeSelect>
          </div>
        ))}
      </fieldset>
      <div className="grid gap-2 md:col-span-2">
        <Label htmlFor="record-notes">Notes</Label>
        <textarea id="record-notes" className="min-h-24 rounded-md border border-input bg-card p-2 text-sm" value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div><Button type="submit" disabled={record.isPending}>Save record</Button></div>
      {problem ? <p role="alert" className="text-sm text-destructive md:col-span-2">{problem}</p> : null}
      {record.isError ? <div className="md:col-span-2"><QueryError title="Could not save the record" error={record.error} /></div> : null}
    </form>
  );
}
