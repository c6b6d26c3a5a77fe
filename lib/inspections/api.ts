import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import { downloadPdf } from "@/lib/http/download-pdf";
import type { getInspection, listInspections } from "./data.server";
import type { InspectionStatus, RecordInspectionInput, ScheduleInspectionInput } from "./schemas";

export type InspectionList = Awaited<ReturnType<typeof listInspections>>;
export type InspectionSummary = InspectionList["inspections"][number];
export type InspectionDetail = Awaited<ReturnType<typeof getInspection>>;

const P = {
  list: "/api/inspections",
  one: "/api/inspections/{id}",
  record: "/api/inspections/{id}/record",
  status: "/api/inspections/{id}/status",
  photos: "/api/inspections/{id}/photos",
  photo: "/api/inspections/{id}/photos/{photoId}",
  pdf: "/api/inspections/{id}/pdf",
} as const;

export const photoUrl = (id: string, photoId: string) => apiPath(P.photo, { id, photoId });

export const inspectionQueries = {
  list: (status: InspectionStatus | undefined) => queryOptions({ queryKey: [P.list, { status }] as const, queryFn: () => apiFetch<InspectionList>(apiPath(P.list, { status })) }),
  one: (id: string) => queryOptions({ queryKey: [P.one, { id }] as const, queryFn: () => apiFetch<InspectionDetail>(apiPath(P.one, { id })) }),
};

// Every change moves an inspection in the lists (status, due date) and changes its detail.
const reload = (queryClient: QueryClient) => Promise.all([P.list, P.one].map((path) => queryClient.invalidateQueries({ queryKey: [path] })));

export const inspectionMutations = {
  schedule: (queryClient: QueryClient) =>
    mutationOptions({ mutationFn: (input: ScheduleInspectionInput) => apiFetch<InspectionSummary>(P.list, { method: "POST", json: input }), onSuccess: () => reload(queryClient) }),
  record: (queryClient: QueryClient, id: string) =>
    mutationOptions({ mutationFn: (input: RecordInspectionInput) => apiFetch<InspectionDetail>(apiPath(P.record, { id }), { method: "POST", json: input }), onSuccess: () => reload(queryClient) }),
  setStatus: (queryClient: QueryClient, id: string) =>
    mutationOptions({ mutationFn: (status: "completed" | "cancelled") => apiFetch<InspectionDetail>(apiPath(P.status, { id }), { method: "POST", json: { status } }), onSuccess: () => reload(queryClient) }),
  addPhoto: (queryClient: QueryClient, id: string) =>
    mutationOptions({
      mutationFn: ({ file, caption }: { file: File; caption: string }) => {
        const form = new FormData();
        form.set("file", file);
        return apiFetch<{ id: string }>(apiPath(P.photos, { id, caption: caption || undefined }), { method: "POST", body: form });
      },
      onSuccess: () => reload(queryClient),
    }),
  deletePhoto: (queryClient: QueryClient, id: string) =>
    mutationOptions({ mutationFn: (photoId: string) => apiFetch<{ deleted: string }>(apiPath(P.photo, { id, photoId }), { method: "DELETE" }), onSuccess: () => reload(queryClient) }),
};

/** Prints the inspection and saves the PDF under the server's name. */
export const downloadInspectionPdf = (id: string) => downloadPdf(apiPath(P.pdf, { id }), `inspection-${id}.pdf`);
