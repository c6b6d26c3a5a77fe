import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiFetch, apiPath, apiRequest } from "@/lib/http/api-fetch";
import type { getTitleDetails } from "./get-title-details.server";
import type { getUpload, listUploads } from "./list-uploads.server";
import type { startUpload } from "./start-upload.server";

export type UploadList = Awaited<ReturnType<typeof listUploads>>;
export type UploadSummary = UploadList["uploads"][number];
export type UploadDetail = Awaited<ReturnType<typeof getUpload>>;
export type UploadRow = UploadDetail["rows"][number];
export type UploadStarted = Awaited<ReturnType<typeof startUpload>>;
export type TitleDetails = Awaited<ReturnType<typeof getTitleDetails>>;

/** Progress of a running upload is read again every 2 s; a finished one is never re-read. */
export const UPLOAD_POLL_MS = 2000;

const P = {
  uploads: "/api/title-lookups",
  upload: "/api/title-lookups/{id}",
  uploadAddresses: "/api/title-lookups/upload-addresses",
  uploadTitles: "/api/proprietor-details/upload-titles",
  titleDetails: "/api/title-details/lookup",
} as const;

const isRunning = (status: string | undefined) => status === "in_progress";

async function sendFile(path: string, file: File): Promise<UploadStarted> {
  const form = new FormData();
  form.set("file", file);
  const response = await apiRequest(path, { method: "POST", body: form });
  return (await response.json()) as UploadStarted;
}

export const titleLookupQueries = {
  uploads: () =>
    queryOptions({
      queryKey: [P.uploads, {}],
      queryFn: () => apiFetch<UploadList>(P.uploads),
      refetchInterval: (query) => (query.state.data?.uploads.some((upload) => isRunning(upload.status)) ? UPLOAD_POLL_MS : false),
    }),
  upload: (id: string) =>
    queryOptions({
      queryKey: [P.upload, { id }],
      queryFn: () => apiFetch<UploadDetail>(apiPath(P.upload, { id })),
      refetchInterval: (query) => (isRunning(query.state.data?.upload.status) ? UPLOAD_POLL_MS : false),
    }),
};

// An upload changes the title-lookups data (spec §4): the uploads list is read again.
const refreshUploads = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [P.uploads] });

export const titleLookupMutations = {
  uploadAddresses: (queryClient: QueryClient) => mutationOptions({ mutationFn: (file: File) => sendFile(P.uploadAddresses, file), onSuccess: () => refreshUploads(queryClient) }),
  uploadTitles: (queryClient: QueryClient) => mutationOptions({ mutationFn: (file: File) => sendFile(P.uploadTitles, file), onSuccess: () => refreshUploads(queryClient) }),
  lookUpTitle: () => mutationOptions({ mutationFn: (titleNumber: string) => apiFetch<TitleDetails>(P.titleDetails, { json: { titleNumber } }) }),
};
