"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { QueryError } from "@/components/ui/query-error";
import { inspectionMutations } from "@/lib/inspections/api";
import { scheduleInspectionSchema } from "@/lib/inspections/schemas";
import { portfolioQueries } from "@/lib/portfolio/api";

/** Schedules an inspection of any UPRN, or of a property picked from a client's portfolio. */
export function ScheduleInspectionForm({ onScheduled }: { onScheduled: (id: string) => void }) {
  const queryClient = useQueryClient();
  const schedule = useMutation(inspectionMutations.schedule(queryClient));
  const [uprn, setUprn] = useState("");
  const [client, setClient] = useState("");
  const [loadedClient, setLoadedClient] = useState("");
  const [propertyId, setPropertyId] = useState("");
  const [dueDate, setDueDate] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const properties = useQuery({ ...portfolioQueries.properties(loadedClient, ""), enabled: loadedClient !== "" });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = scheduleInspectionSchema.safeParse({ uprn: propertyId ? undefined : uprn.trim() || undefined, propertyId: propertyId || undefined, dueDate });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the fields.");
    setProblem(null);
    schedule.mutate(parsed.data, { onSuccess: (created) => { setUprn(""); setPropertyId(""); setDueDate(""); onScheduled(created.id); } });
  }

  return (
    <form onSubmit={submit} aria-label="Schedule an inspection" className="grid gap-3 md:grid-cols-2">
      <TextField id="inspection-uprn" label="UPRN" inputMode="numeric" value={uprn} disabled={propertyId !== ""} onChange={(e) => setUprn(e.target.value)} />
      <div className="flex items-end gap-2">
        <TextField id="inspection-client" label="or a portfolio (client)" placeholder="e.g. northbank" value={client} onChange={(e) => setClient(e.target.value)} />
        <Button type="button" variant="outline" onClick={() => { setLoadedClient(client.trim().toLowerCase()); setPropertyId(""); }}>Load properties</Button>
      </div>
      {loadedClient ? (
        <div className="grid gap-2 md:col-span-2">
          <Label htmlFor="inspection-property">Portfolio property</Label>
          <NativeSelect id="inspection-property" value={propertyId} onChange={(e) => setPropertyId(e.target.value)} disabled={!properties.data}>
            <option value="">{properties.isPending ? "Loading…" : "None: use the UPRN"}</option>
            {properties.data?.properties.map((p) => <option key={p.id} value={p.id}>{[p.address, p.postcode].filter(Boolean).join(", ")}</option>)}
          </NativeSelect>
          {properties.isError ? <QueryError title="Could not load the portfolio" error={properties.error} /> : null}
        </div>
      ) : null}
      <TextField id="inspection-due" label="Due date" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
      <div className="flex items-end"><Button type="submit" disabled={schedule.isPending}>Schedule inspection</Button></div>
      {problem ? <p role="alert" className="text-sm text-destructive md:col-span-2">{problem}</p> : null}
      {schedule.isError ? <div className="md:col-span-2"><QueryError title="Could not schedule the inspection" error={schedule.error} /></div> : null}
    </form>
  );
}
