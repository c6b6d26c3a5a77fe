import { z } from "zod";
import { uprnSchema } from "@/lib/property/schemas";

export const serviceParamsSchema = z.object({ id: uprnSchema });
