import type { z } from "zod";
import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import type { recordCertificate } from "./data.server";
import type { getPropertyCompliance } from "./get-property-compliance.server";
import type { listPortfolioCompliance } from "./list-portfolio-compliance.server";
import type { createCertificateSchema } from "./schemas";

export type PropertyCompliance = Awaited<ReturnType<typeof getPropertyCompliance>>;
export type PortfolioCompliance = Awaited<ReturnType<typeof listPortfolioCompliance>>;
export type { PortfolioComplianceRow } from "./portfolio-compliance-csv";
export type NewCertificate = z.input<typeof createCertificateSchema>;

const P = {
  property: "/api/compliance/property/{uprn}",
  portfolio: "/api/compliance/portfolio/{client}",
  portfolioCsv: "/api/compliance/portfolio/{client}/csv",
  certificates: "/api/compliance/certificates",
  certificate: "/api/compliance/certificates/{id}",
} as const;

export const complianceQueries = {
  property: (uprn: string) => queryOptions({ queryKey: [P.property, { uprn }] as const, queryFn: () => apiFetch<PropertyCompliance>(apiPath(P.property, { uprn })) }),
  portfolio: (client: string, offset: number) =>
    queryOptions({ queryKey: [P.portfolio, { client, offset }] as const, queryFn: () => apiFetch<PortfolioCompliance>(apiPath(P.portfolio, { client, offset, limit: PORTFOLIO_PAGE_SIZE })) }),
};

// The screen shows a portfolio a page at a time; the CSV export streams the whole of it.
export const PORTFOLIO_PAGE_SIZE = 100;
export const portfolioCsvUrl = (client: string) => apiPath(P.portfolioCsv, { client });

// A certificate changes both the property's checks and any portfolio that holds it.
const reload = (queryClient: QueryClient) => Promise.all([P.property, P.portfolio].map((path) => queryClient.invalidateQueries({ queryKey: [path] })));

export const complianceMutations = {
  record: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (input: NewCertificate) => apiFetch<Awaited<ReturnType<typeof recordCertificate>>>(P.certificates, { method: "POST", json: input }),
      onSuccess: () => reload(queryClient),
    }),
  remove: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (id: string) => apiFetch<{ deleted: string }>(apiPath(P.certificate, { id }), { method: "DELETE" }),
      onSuccess: () => reload(queryClient),
    }),
};
