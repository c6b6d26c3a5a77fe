import { queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import type { EpcResponse } from "./schemas";

export type EpcSearch = { kind: "uprn"; term: string } | { kind: "postcode"; term: string };

const EPC_UPRN_PATH = "/api/epc/search/{uprn}";
const EPC_POSTCODE_PATH = "/api/epc/postcode/{postcode}";

export const epcQueries = {
  /** The screen sends the trimmed term as typed (spec §5: no format checks on the client); the server says what is wrong. */
  search: (search: EpcSearch) => {
    const [path, params] = search.kind === "uprn" ? [EPC_UPRN_PATH, { uprn: search.term }] : [EPC_POSTCODE_PATH, { postcode: search.term }];
    return queryOptions({
      queryKey: [path, params] as const,
      queryFn: () => apiFetch<EpcResponse>(apiPath(path, params)),
    });
  },
};
