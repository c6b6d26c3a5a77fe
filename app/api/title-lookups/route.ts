import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { listUploads } from "@/lib/title-lookup/list-uploads.server";

export const GET = route({}, () => listUploads(getDb()));
