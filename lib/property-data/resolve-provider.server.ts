import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { createLocalProvider, LOCAL_PROVIDER } from "./local-provider.server";
import type { PropertyDataProvider } from "./types";

/** Provider names this server answers: `local` always; a live vendor's would join when its key is set (none is built yet). */
export function listProviderNames(): string[] {
  return [LOCAL_PROVIDER];
}

/**
 * The dispatch of /api/{namespace}/… for the provider calls: the first segment names a
 * configured provider, or the call is not one (a client slug's portfolio calls live in
 * their own folders beside these) → the JSON 404.
 */
export function resolveProvider(db: Db, name: string): PropertyDataProvider {
  if (name === LOCAL_PROVIDER) return createLocalProvider(db);
  throw notFound(`There is no property-data provider "${name}": configured providers are ${listProviderNames().join(", ")}.`);
}
