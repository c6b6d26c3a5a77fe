import { recordCertificate } from "@/lib/compliance/data.server";
import { createCertificateSchema } from "@/lib/compliance/schemas";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const POST = route({ body: createCertificateSchema }, ({ body }) => recordCertificate(getDb(), body));
