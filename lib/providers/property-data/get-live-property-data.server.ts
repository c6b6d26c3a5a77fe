import "server-only";
import { getEnv } from "@/lib/env";
import { createLivePropertyData, type LivePropertyData } from "./live-property-data.server";

/** The live vendor when PROPERTY_DATA_API_KEY is set (named PROPERTY_DATA_PROVIDER_NAME); otherwise none. */
export function getLivePropertyData(): LivePropertyData | null {
  const env = getEnv();
  if (!env.PROPERTY_DATA_API_KEY) return null;
  return createLivePropertyData({ name: env.PROPERTY_DATA_PROVIDER_NAME, baseUrl: env.PROPERTY_DATA_BASE_URL, apiKey: env.PROPERTY_DATA_API_KEY, timeoutMs: env.PROPERTY_DATA_TIMEOUT_MS });
}
