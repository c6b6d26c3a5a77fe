import { route } from "@/lib/http/route";
import { getMapTile } from "@/lib/providers/tiles/get-map-tile";
import { tileParamsSchema } from "@/lib/providers/tiles/schemas";

export const GET = route({ params: tileParamsSchema }, ({ params }) => getMapTile(params));
