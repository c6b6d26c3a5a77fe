import { serviceParamsSchema } from "@/lib/compliance/schemas";
import { getTitleRegister } from "@/lib/compliance/get-title-register.server";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const GET = route({ params: serviceParamsSchema }, ({ params }) => getTitleRegister(getDb(), params.id));
