import { deleteCertificate } from "@/lib/compliance/data.server";
import { certificateParamsSchema } from "@/lib/compliance/schemas";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const DELETE = route({ params: certificateParamsSchema }, ({ params }) => deleteCertificate(getDb(), params.id));
