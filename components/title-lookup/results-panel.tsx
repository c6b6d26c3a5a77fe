"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { QueryError } from "@/components/ui/query-error";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/format";
import { titleLookupQueries, type UploadSummary } from "@/lib/title-lookup/api";
import { ADDRESS_UPLOAD_KIND, TITLE_ATTRIBUTION } from "@/lib/title-lookup/schemas";
import { UploadProgress } from "./upload-progress";
import { ATTRIBUTION_LINE, RESULT_COLUMNS, toResultLine } from "./upload-rows";

const CONFIDENCE_FILTERS = ["All", "HIGH", "MEDIUM", "LOW", "NONE"] as const;
const STATUS_TEXT: Record<string, string> = { in_progress: "Processing", completed: "Complete", failed: "Failed" };

function UploadRows({ upload }: { upload: UploadSummary }) {
  const detail = useQuery(titleLookupQueries.upload(upload.uploadId));
  const [confidence, setConfidence] = useState<(typeof CONFIDENCE_FILTERS)[number]>("All");
  const byAddress = upload.kind === ADDRESS_UPLOAD_KIND;
  if (detail.error) return <QueryError title="Could not read the upload's results" error={detail.error} />;
  if (!detail.data) return <p className="text-sm text-muted-foreground">Loading results...</p>;
  const lines = detail.data.rows.map(toResultLine).filter((line) => !byAddress || confidence === "All" || line.confidence === confidence);
  const headers = RESULT_COLUMNS.filter((column) => byAddress || (column.header !== "Confidence" && column.header !== "Matched address"));
  return (
    <div className="space-y-3">
      {upload.status === "in_progress" ? <UploadProgress uploadId={upload.uploadId} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        {byAddress ? (
          <div className="grid gap-1.5">
            <Label htmlFor="confidence-filter">Confidence</Label>
            <NativeSelect id="confidence-filter" value={confidence} onChange={(event) => setConfidence(event.target.value as typeof confidence)}>
              {CONFIDENCE_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {value === "All" ? "All" : value === "NONE" ? "No match" : value}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : (
          <span />
        )}
        <ExportCsvButton rows={lines.length ? [...lines, ATTRIBUTION_LINE] : []} columns={headers} fileNameParts={["title-lookup", upload.fileName.replace(/\.\w+$/, "")]} />
      </div>
      <Table>
        <TableCaption>
          {lines.length} of {detail.data.rows.length} rows. {TITLE_ATTRIBUTION}
        </TableCaption>
        <TableHeader>
          <TableRow>
            {headers.map((column) => (
              <TableHead key={column.header}>{column.header}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.line}>
              {headers.map((column) => (
                <TableCell key={column.header}>{column.value(line)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function ResultsPanel() {
  const uploads = useQuery(titleLookupQueries.uploads());
  const [selected, setSelected] = useState<string | null>(null);
  if (uploads.error) return <QueryError title="Could not list the uploads" error={uploads.error} />;
  const list = uploads.data?.uploads ?? [];
  const chosen = list.find((upload) => upload.uploadId === selected) ?? list[0] ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Results</CardTitle>
        <CardDescription>Your last {uploads.data?.limit ?? 20} uploads and what came back for each line. Results stay in this app: the title data&apos;s licence does not allow them to be redistributed as a product.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {uploads.isPending ? <p className="text-sm text-muted-foreground">Loading uploads...</p> : null}
        {uploads.data && list.length === 0 ? <p className="text-sm text-muted-foreground">No uploads yet. Upload addresses or title numbers to see results here.</p> : null}
        {list.length > 0 ? (
          <div className="grid gap-1.5">
            <Label htmlFor="upload-choice">Upload</Label>
            <NativeSelect id="upload-choice" value={chosen?.uploadId ?? ""} onChange={(event) => setSelected(event.target.value)}>
              {list.map((upload) => (
                <option key={upload.uploadId} value={upload.uploadId}>
                  {upload.fileName} ({upload.kind === ADDRESS_UPLOAD_KIND ? "addresses" : "title numbers"}), {formatDate(upload.createdAt)}: {STATUS_TEXT[upload.status] ?? upload.status}, {upload.processed} of {upload.total}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        {chosen ? <UploadRows key={chosen.uploadId} upload={chosen} /> : null}
      </CardContent>
    </Card>
  );
}
