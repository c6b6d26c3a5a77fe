import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { TITLE_UPLOAD_KIND, uploadFileOptions } from "@/lib/title-lookup/schemas";
import { startUpload } from "@/lib/title-lookup/start-upload.server";

export const POST = route({ file: uploadFileOptions }, ({ file }) => startUpload(getDb(), TITLE_UPLOAD_KIND, file));
