"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { QueryError } from "@/components/ui/query-error";
import { SortableTable, type SortableColumn } from "@/components/ui/sortable-table";
import { inspectionQueries, type InspectionSummary } from "@/lib/inspections/api";
import { INSPECTION_STATUSES, STATUS_LABELS, type InspectionStatus } from "@/lib/inspections/schemas";
import { InspectionDetailView } from "./inspection-detail";
import { ScheduleInspectionForm } from "./schedule-inspection-form";

const buildColumns = (onOpen: (id: string) => void): SortableColumn<InspectionSummary>[] => [
  { key: "address", header: "Address", cell: (r) => <button type="button" className="text-left font-medium hover:underline" onClick={() => onOpen(r.id)} aria-label={`Open inspection of ${r.address}`}>{r.address}</button>, sortValue: (r) => r.address },
  { key: "due", header: "Due", cell: (r) => r.dueDate, sortValue: (r) => r.dueDate },
  { key: "status", header: "Status", cell: (r) => STATUS_LABELS[r.status], sortValue: (r) => INSPECTION_STATUSES.indexOf(r.status) },
  { key: "inspected", header: "Inspected", cell: (r) => r.inspectedAt ?? "—", sortValue: (r) => r.inspectedAt },
  { key: "inspector", header: "Inspector", cell: (r) => r.inspector ?? "—", sortValue: (r) => r.inspector },
];
const csvColumns = [
  { header: "Address", value: (r: InspectionSummary) => r.address },
  { header: "UPRN", value: (r: InspectionSummary) => r.uprn },
  { header: "Due", value: (r: InspectionSummary) => r.dueDate },
  { header: "Status", value: (r: InspectionSummary) => STATUS_LABELS[r.status] },
  { header: "Inspected", value: (r: InspectionSummary) => r.inspectedAt },
  { header: "Inspector", value: (r: InspectionSummary) => r.inspector },
];

/** Inspections: schedule one, the list by status (soonest due first), and the one opened. */
export function InspectionsScreen() {
  const [status, setStatus] = useState<InspectionStatus | "">("");
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery(inspectionQueries.list(status || undefined));
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader><CardTitle>Schedule an inspection</CardTitle></CardHeader>
        <CardContent><ScheduleInspectionForm onScheduled={setOpenId} /></CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
          <CardTitle>Inspections</CardTitle>
          <div className="grid gap-1">
            <Label htmlFor="inspection-status">Status</Label>
            <NativeSelect id="inspection-status" value={status} onChange={(e) => setStatus(e.target.value as InspectionStatus | "")}>
              <option value="">All</option>
              {INSPECTION_STATUSES.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}{list.data?.counts[s] !== undefined ? ` (${list.data.counts[s]})` : ""}</option>)}
            </NativeSelect>
          </div>
        </CardHeader>
        <CardContent>
          {list.isPending ? <p className="text-sm text-muted-foreground">Loading inspections…</p> : list.isError ? <QueryError title="Could not load the inspections" error={list.error} /> : list.data.inspections.length === 0 ? (
            <p className="text-sm text-muted-foreground">No inspections{status ? ` with this status` : ""} yet.</p>
          ) : (
            <SortableTable rows={list.data.inspections} columns={buildColumns(setOpenId)} rowKey={(r) => r.id} aria-label="Inspections" csv={{ columns: csvColumns, fileNameParts: ["inspections", status || "all"] }} />
          )}
        </CardContent>
      </Card>
      {openId ? <InspectionDetailView key={openId} id={openId} /> : null}
    </div>
  );
}
