import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { resolveProvider } from "@/lib/property-data/resolve-provider.server";
import { runBatch } from "@/lib/property-data/run-batch.server";
import { namespaceParams, udprnBatchSchema, udprnSchema } from "@/lib/property-data/schemas";

export const POST = route({ params: namespaceParams, body: udprnBatchSchema }, ({ params, body }) => {
  const provider = resolveProvider(getDb(), params.namespace);
  return runBatch(body.udprns, udprnSchema, (udprn) => provider.lookupUdprn(udprn, body));
});
