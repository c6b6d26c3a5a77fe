import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { getLivePropertyData } from "@/lib/providers/property-data/get-live-property-data.server";
import { createLiveProvider } from "./live-provider.server";
import { createLocalProvider, LOCAL_PROVIDER } from "./local-provider.server";
import type { PropertyDataProvider } from "./types";

/** Provider names this server answers: `local` always; the live vendor's when PROPERTY_DATA_API_KEY is set. */
export function listProviderNames(): string[] {
  const live = getLivePropertyData();
  return live && live.name !== LOCAL_PROVIDER ? [LOCAL_PROVIDER, live.name] : [LOCAL_PROVIDER];
}

/**
 * The dispatch of /api/{namespace}/… for the provider calls: the first segment names a
 * configured provider, or the call is not one (a client slug's portfolio calls live in
 * their own folders beside these) → the JSON 404.
 */
export function resolveProvider(db: Db, name: string): PropertyDataProvider {
  if (name === LOCAL_PROVIDER) return createLocalProvider(db);
  const live = getLivePropertyData();
  if (live && live.name === name) return createLiveProvider(live);
  throw notFound(`There is no property-data provider "${name}": configured providers are ${listProviderNames().join(", ")}.`);
}
