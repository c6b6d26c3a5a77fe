import "server-only";
import type { Db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { createLiveEpcProvider } from "./live-epc-provider.server";
import { createLocalEpcProvider } from "./local-epc-provider.server";
import type { EpcProvider } from "./types";

/** The live register when an EPC_API_TOKEN is set; otherwise our database. */
export function getEpcProvider(db: Db): EpcProvider {
  const env = getEnv();
  if (!env.EPC_API_TOKEN) return createLocalEpcProvider(db);
  return createLiveEpcProvider({ baseUrl: env.EPC_API_BASE_URL, token: env.EPC_API_TOKEN, timeoutMs: env.EPC_API_TIMEOUT_MS });
}
