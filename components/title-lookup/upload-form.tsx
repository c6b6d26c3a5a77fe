"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { QueryError } from "@/components/ui/query-error";
import { toast } from "@/components/ui/use-toast";
import { titleLookupMutations } from "@/lib/title-lookup/api";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS } from "@/lib/title-lookup/schemas";
import { UploadProgress } from "./upload-progress";

type UploadFormProps = { kind: "addresses" | "titles" };

const COPY = {
  addresses: {
    title: "Upload addresses",
    description: "Each address is matched to its HM Land Registry title: title number, tenure, proprietors and how confident the match is.",
    format: 'One address a line (.txt), or a .csv with an "Address" column.',
    success: "Addresses uploaded successfully! Processing title number lookups...",
  },
  titles: {
    title: "Upload title numbers",
    description: "Each title number is looked up for its proprietors, with company number and country of incorporation for companies.",
    format: 'One title number a line (.txt), or a .csv with a "Title Number" column.',
    success: "Title numbers uploaded successfully! Processing proprietor details...",
  },
} as const;

export function UploadForm({ kind }: UploadFormProps) {
  const queryClient = useQueryClient();
  const copy = COPY[kind];
  const [file, setFile] = useState<File | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const upload = useMutation({
    ...(kind === "addresses" ? titleLookupMutations.uploadAddresses(queryClient) : titleLookupMutations.uploadTitles(queryClient)),
    onSuccess: (started) => {
      setUploadId(started.uploadId);
      toast({ title: copy.success });
    },
    onError: () => toast({ variant: "destructive", title: "Upload failed", description: "Upload failed. Please check your file format and try again." }),
  });
  const inputId = `title-upload-${kind}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (file) upload.mutate(file);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="space-y-3">
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>File (.csv or .txt)</Label>
            <Input id={inputId} type="file" accept=".csv,.txt" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            <p className="text-xs text-muted-foreground">
              {copy.format} At most {MAX_UPLOAD_ROWS.toLocaleString("en-GB")} lines and {MAX_UPLOAD_BYTES / 1_000_000} MB a file. A line that cannot be read is reported in the results; the rest of the file is still processed.
            </p>
          </div>
          <SubmitButton busy={upload.isPending} busyText="Uploading..." icon={<Upload aria-hidden />} disabled={!file}>
            Upload
          </SubmitButton>
        </form>
        {upload.error ? <QueryError title="Upload failed. Please check your file format and try again." error={upload.error} /> : null}
        {upload.data && upload.data.rejected.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {upload.data.rejected.length} line{upload.data.rejected.length > 1 ? "s" : ""} could not be read and will be reported as errors: {upload.data.rejected.slice(0, 3).map((line) => line.error).join(" ")}
          </p>
        ) : null}
        {uploadId ? <UploadProgress key={uploadId} uploadId={uploadId} /> : null}
      </CardContent>
    </Card>
  );
}
