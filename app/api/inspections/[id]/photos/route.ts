import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { addInspectionPhoto } from "@/lib/inspections/data.server";
import { idParamsSchema, PHOTO_FILE } from "@/lib/inspections/schemas";

const query = z.object({ caption: z.string().max(200, "A caption is at most 200 characters.").optional() });

export const POST = route({ params: idParamsSchema, query, file: PHOTO_FILE }, ({ params, query, file }) => addInspectionPhoto(getDb(), params.id, file, query.caption));
