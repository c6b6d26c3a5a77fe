"use client";
import { useQuery } from "@tanstack/react-query";
import { QueryError } from "@/components/ui/query-error";
import { titleLookupQueries } from "@/lib/title-lookup/api";

const STATUS_TEXT: Record<string, string> = { in_progress: "Processing", completed: "Complete", failed: "Failed" };

/** A running upload's progress, read again every 2 s until its job ends. */
export function UploadProgress({ uploadId }: { uploadId: string }) {
  const upload = useQuery(titleLookupQueries.upload(uploadId));
  if (upload.error) return <QueryError title="Could not read the upload's progress" error={upload.error} />;
  const summary = upload.data?.upload;
  if (!summary) return <p className="text-sm text-muted-foreground">Reading progress...</p>;
  return (
    <div className="space-y-1 text-sm" aria-live="polite">
      <div className="flex justify-between">
        <span>
          {summary.fileName}: {STATUS_TEXT[summary.status] ?? summary.status}
        </span>
        <span>
          {summary.processed} of {summary.total} lines
        </span>
      </div>
      <progress className="h-2 w-full" max={summary.total} value={summary.processed} aria-label={`Progress of ${summary.fileName}`} />
      {summary.status === "completed" ? (
        <p className="text-muted-foreground">
          {summary.found} found, {summary.notFound} not found or unreadable. See the Results tab.
        </p>
      ) : null}
      {summary.error ? <p className="text-destructive">{summary.error}</p> : null}
    </div>
  );
}
