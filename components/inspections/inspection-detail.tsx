"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { QueryError } from "@/components/ui/query-error";
import { downloadInspectionPdf, inspectionMutations, inspectionQueries, photoUrl } from "@/lib/inspections/api";
import { PHOTO_FILE, RATING_LABELS, STATUS_LABELS } from "@/lib/inspections/schemas";
import { RecordInspectionForm } from "./record-inspection-form";

/** One inspection: record it, add photos, mark it complete or cancelled, print it. */
export function InspectionDetailView({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(inspectionQueries.one(id));
  const setStatus = useMutation(inspectionMutations.setStatus(queryClient, id));
  const addPhoto = useMutation(inspectionMutations.addPhoto(queryClient, id));
  const deletePhoto = useMutation(inspectionMutations.deletePhoto(queryClient, id));
  const print = useMutation({ mutationFn: () => downloadInspectionPdf(id) });
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading the inspection…</p>;
  if (query.isError) return <QueryError title="Could not load the inspection" error={query.error} />;
  const inspection = query.data;
  const open = inspection.status === "scheduled" || inspection.status === "in_progress";

  function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return setFileProblem("Choose a photo.");
    // The server checks again, by the file's bytes; this only saves a pointless upload.
    if (file.size > PHOTO_FILE.maxBytes) return setFileProblem("The file is too large (at most 5 MB).");
    setFileProblem(null);
    addPhoto.mutate({ file, caption }, { onSuccess: () => { setFile(null); setCaption(""); (event.target as HTMLFormElement).reset(); } });
  }

  function removePhoto(photo: { id: string; caption: string | null; fileName: string }) {
    if (!window.confirm(`Delete the photo "${photo.caption ?? photo.fileName}"? This cannot be undone.`)) return;
    deletePhoto.mutate(photo.id);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{inspection.address}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {STATUS_LABELS[inspection.status]} · due {inspection.dueDate}{inspection.uprn ? ` · UPRN ${inspection.uprn}` : ""}
          {inspection.inspectedAt ? ` · inspected ${inspection.inspectedAt} by ${inspection.inspector}` : ""}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {open ? <RecordInspectionForm key={`${inspection.id}-${inspection.inspectedAt}`} inspection={inspection} /> : (
          <ul aria-label="Condition ratings" className="text-sm">
            {inspection.ratings.map((r) => <li key={r.element}>{r.element}: {RATING_LABELS[r.rating as keyof typeof RATING_LABELS] ?? r.rating}{r.note ? ` (${r.note})` : ""}</li>)}
            {inspection.notes ? <li>Notes: {inspection.notes}</li> : null}
          </ul>
        )}
        <section aria-label="Photos" className="flex flex-col gap-3">
          <h3 className="font-medium">Photos</h3>
          {inspection.photos.length ? (
            <ul className="flex flex-wrap gap-3">
              {inspection.photos.map((p) => (
                <li key={p.id} className="w-40 text-xs">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload behind the session, not a static asset */}
                  <img src={photoUrl(inspection.id, p.id)} alt={p.caption ?? p.fileName} className="h-28 w-40 rounded object-cover" />
                  <span className="flex items-center justify-between gap-1">
                    <span className="truncate">{p.caption ?? p.fileName}</span>
                    {open ? (
                      <Button type="button" variant="ghost" size="icon" className="size-7" title="Delete photo" aria-label={`Delete photo ${p.caption ?? p.fileName}`} disabled={deletePhoto.isPending} onClick={() => removePhoto(p)}>
                        <Trash2 aria-hidden />
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : <p className="text-sm text-muted-foreground">No photos yet.</p>}
          {deletePhoto.isError ? <QueryError title="Could not delete the photo" error={deletePhoto.error} /> : null}
          {open ? (
            <form onSubmit={upload} aria-label="Add a photo" className="grid gap-3 md:grid-cols-3 md:items-end">
              <div className="grid gap-2">
                <Label htmlFor="photo-file">Photo (JPEG, PNG or WebP, at most 5 MB)</Label>
                <input id="photo-file" type="file" accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp" className="text-sm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </div>
              <TextField id="photo-caption" label="Caption" value={caption} onChange={(e) => setCaption(e.target.value)} />
              <div><Button type="submit" variant="outline" disabled={addPhoto.isPending}>Upload photo</Button></div>
              {fileProblem ? <p role="alert" className="text-sm text-destructive md:col-span-3">{fileProblem}</p> : null}
              {addPhoto.isError ? <div className="md:col-span-3"><QueryError title="Could not upload the photo" error={addPhoto.error} /></div> : null}
            </form>
          ) : null}
        </section>
        <div className="flex flex-wrap gap-2">
          {open ? <Button type="button" disabled={setStatus.isPending} onClick={() => setStatus.mutate("completed")}>Mark complete</Button> : null}
          {open ? <Button type="button" variant="outline" disabled={setStatus.isPending} onClick={() => setStatus.mutate("cancelled")}>Cancel inspection</Button> : null}
          <Button type="button" variant="outline" disabled={print.isPending} onClick={() => print.mutate()}>{print.isPending ? "Printing…" : "Download PDF"}</Button>
        </div>
        {setStatus.isError ? <QueryError title="Could not change the status" error={setStatus.error} /> : null}
        {print.isError ? <QueryError title="Could not print the inspection" error={print.error} /> : null}
      </CardContent>
    </Card>
  );
}
