"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { QueryError } from "@/components/ui/query-error";
import { complianceMutations } from "@/lib/compliance/api";
import { CERTIFICATE_KINDS, CERTIFICATE_LABELS, createCertificateSchema } from "@/lib/compliance/schemas";

/** Records a certificate our data cannot know, checked with the API's own schema first. */
export function RecordCertificateForm({ uprn }: { uprn: string }) {
  const queryClient = useQueryClient();
  const record = useMutation(complianceMutations.record(queryClient));
  const [kind, setKind] = useState<string>("gas-safety");
  const [reference, setReference] = useState("");
  const [issuedOn, setIssuedOn] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createCertificateSchema.safeParse({ uprn, kind, reference: reference || undefined, issuedOn: issuedOn || undefined, expiresOn });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the certificate's fields.");
    setProblem(null);
    record.mutate(parsed.data, { onSuccess: () => { setReference(""); setIssuedOn(""); setExpiresOn(""); } });
  }

  return (
    <form onSubmit={submit} aria-label="Record a certificate" className="grid gap-3 sm:grid-cols-5 sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="certificate-kind">Certificate</Label>
        <NativeSelect id="certificate-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
          {CERTIFICATE_KINDS.map((k) => <option key={k} value={k}>{CERTIFICATE_LABELS[k]}</option>)}
        </NativeSelect>
      </div>
      <TextField id="certificate-reference" label="Reference" value={reference} onChange={(e) => setReference(e.target.value)} />
      <TextField id="certificate-issued" label="Issued on" type="date" value={issuedOn} onChange={(e) => setIssuedOn(e.target.value)} />
      <TextField id="certificate-expires" label="Expires on" type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} error={problem} />
      <Button type="submit" disabled={record.isPending}>Record certificate</Button>
      {problem ? <p role="alert" className="text-sm text-destructive sm:col-span-5">{problem}</p> : null}
      {record.isError ? <div className="sm:col-span-5"><QueryError title="Could not record the certificate" error={record.error} /></div> : null}
    </form>
  );
}
