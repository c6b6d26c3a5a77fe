import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { correctAddressesFuzzily } from "@/lib/portfolio/correct-addresses-fuzzily.server";
import { fuzzyCorrectionSchema, namespaceParams } from "@/lib/portfolio/schemas";

export const POST = route({ params: namespaceParams, body: fuzzyCorrectionSchema }, ({ params, body, session }) => correctAddressesFuzzily(getDb(), params.namespace, body.propertyIds, session));
