import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { deleteInspectionPhoto, readInspectionPhoto } from "@/lib/inspections/data.server";
import { photoParamsSchema } from "@/lib/inspections/schemas";

export const GET = route({ params: photoParamsSchema }, ({ params }) => readInspectionPhoto(getDb(), params.id, params.photoId));

export const DELETE = route({ params: photoParamsSchema }, ({ params }) => deleteInspectionPhoto(getDb(), params.id, params.photoId));
