import { getDb } from "@/lib/db";
import { providerOf } from "@/lib/db/database-url";
import { getEnv } from "@/lib/env";
import { checkHealth } from "@/lib/health/check-health";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ public: true }, async () => {
  const health = await checkHealth(getDb(), providerOf(getEnv().DATABASE_URL));
  return Response.json(health, { status: health.database.reachable ? 200 : 503 });
});
