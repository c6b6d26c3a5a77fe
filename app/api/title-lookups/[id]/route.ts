import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { getUpload } from "@/lib/title-lookup/list-uploads.server";
import { uploadIdParamsSchema } from "@/lib/title-lookup/schemas";

export const GET = route({ params: uploadIdParamsSchema }, ({ params }) => getUpload(getDb(), params.id));
