import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import { uprnListSchema } from "./schemas";

export type UprnSearch =
  | { kind: "address"; q: string }
  | { kind: "postcode"; postcode: string }
  | { kind: "radius"; lat: string; lng: string; radius: string };

export function uprnSearchPath(search: UprnSearch): string {
  const { kind, ...rest } = search;
  return `/api/uprn/search/${kind}?${new URLSearchParams(rest).toString()}`;
}

export const uprnSearchQuery = (search: UprnSearch) =>
  queryOptions({ queryKey: [uprnSearchPath(search)], queryFn: () => apiFetch(uprnSearchPath(search), undefined, uprnListSchema) });

export const uprnDetailsQuery = (uprn: string) =>
  queryOptions({ queryKey: ["/api/uprn", uprn, "details"], queryFn: () => apiFetch<UprnDetails>(`/api/uprn/${encodeURIComponent(uprn)}/details`) });

export type UprnDetails = {
  uprn: string;
  address: string;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  source: string;
  period: string;
  propertyType: string | null;
  floorAreaSqft: number | null;
  sales: { transactionId: string; price: number; date: string; propertyType: string; tenure: string; newBuild: boolean; source: string; period: string }[];
  listings: { id: string; status: string; price: number; listingDate: string; bedrooms: number | null; bathrooms: number | null; source: string }[];
  epc: { lmkKey: string; currentRating: string | null; potentialRating: string | null; inspectionDate: string | null; floorAreaM2: number | null; source: string }[];
  titles: { titleNumber: string; tenure: string; proprietors: string[]; source: string }[];
  buildings: { osid: string; heightMetres: number | null; footprintM2: number | null; source: string }[];
};
