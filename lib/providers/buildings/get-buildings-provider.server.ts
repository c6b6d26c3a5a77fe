import "server-only";
import type { Db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { createLocalBuildingsProvider } from "./local-buildings.server";
import { createOsNgdBuildingsProvider } from "./os-ngd-buildings";
import type { BuildingsProvider } from "./types";

/** The live OS service when its key is set; otherwise our own Building table. */
export function getBuildingsProvider(db: Db): BuildingsProvider {
  const env = getEnv();
  if (env.OS_NGD_API_KEY) return createOsNgdBuildingsProvider({ apiKey: env.OS_NGD_API_KEY, baseUrl: env.OS_NGD_BASE_URL });
  return createLocalBuildingsProvider(db);
}
