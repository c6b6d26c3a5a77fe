"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { QueryError } from "@/components/ui/query-error";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { complianceMutations, complianceQueries, type PropertyCompliance } from "@/lib/compliance/api";
import { CERTIFICATE_LABELS } from "@/lib/compliance/schemas";
import { RecordCertificateForm } from "./record-certificate-form";
import { StatusBadge, statusLabel } from "./status-badge";

type Check = PropertyCompliance["checks"][number];
const csvColumns = [
  { header: "Check", value: (c: Check) => c.label },
  { header: "Status", value: (c: Check) => statusLabel(c.status) },
  { header: "Changes on", value: (c: Check) => c.changesOn },
  { header: "Detail", value: (c: Check) => c.detail },
];

/** One property's checks and its hand-recorded certificates. */
export function PropertyComplianceView({ uprn }: { uprn: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(complianceQueries.property(uprn));
  const remove = useMutation(complianceMutations.remove(queryClient));
  if (query.isPending) return <p className="text-sm text-muted-foreground">Checking UPRN {uprn}…</p>;
  if (query.isError) return <QueryError title="Could not check this property" error={query.error} />;
  const data = query.data;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>{data.address ?? `UPRN ${data.uprn}`}</CardTitle>
          <ExportCsvButton rows={data.checks} columns={csvColumns} fileNameParts={["compliance", data.uprn]} aria-label="Export checks as CSV" />
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {data.demo ? <p className="text-sm font-medium text-amber-700">Some facts here are synthetic demo data, not register records.</p> : null}
          <Table aria-label="Compliance checks">
            <TableHeader>
              <TableRow>
                <TableHead>Check</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Changes on</TableHead>
                <TableHead>Detail</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.checks.map((check) => (
                <TableRow key={check.key}>
                  <TableCell className="font-medium">{check.label}</TableCell>
                  <TableCell><StatusBadge status={check.status} /></TableCell>
                  <TableCell>{check.changesOn ?? "—"}</TableCell>
                  <TableCell className="text-sm text-muted-foreground">{check.detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.notes.map((note) => (
            <p key={note} className="text-xs text-muted-foreground">{note}</p>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Recorded certificates</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {data.certificates.length === 0 ? <p className="text-sm text-muted-foreground">No certificates recorded for this property.</p> : (
            <Table aria-label="Recorded certificates">
              <TableHeader>
                <TableRow>
                  <TableHead>Kind</TableHead>
                  <TableHead>Reference</TableHead>
                  <TableHead>Issued</TableHead>
                  <TableHead>Expires</TableHead>
                  <TableHead>Recorded by</TableHead>
                  <TableHead><span className="sr-only">Actions</span></TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.certificates.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{CERTIFICATE_LABELS[c.kind as keyof typeof CERTIFICATE_LABELS] ?? c.kind}</TableCell>
                    <TableCell>{c.reference ?? "—"}</TableCell>
                    <TableCell>{c.issuedOn ?? "—"}</TableCell>
                    <TableCell>{c.expiresOn}</TableCell>
                    <TableCell>{c.recordedBy ?? "—"}</TableCell>
                    <TableCell>
                      <Button type="button" variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(c.id)} aria-label={`Delete ${c.kind} certificate ${c.reference ?? c.expiresOn}`}>
                        Delete
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {remove.isError ? <QueryError title="Could not delete the certificate" error={remove.error} /> : null}
          <RecordCertificateForm uprn={data.uprn} />
        </CardContent>
      </Card>
    </div>
  );
}
