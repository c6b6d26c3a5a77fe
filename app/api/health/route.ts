import { findSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { providerOf } from "@/lib/db/database-url";
import { getEnv } from "@/lib/env";
import { checkHealth } from "@/lib/health/check-health";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Public for load balancers, which get only ok/degraded (503 when degraded); the details
// and row counts are for signed-in people.
export const GET = route({ public: true }, async ({ request }) => {
  const db = getDb();
  const detailed = (await findSession(db, request.headers.get("cookie"))) !== undefined;
  const health = await checkHealth(db, providerOf(getEnv().DATABASE_URL), { detailed });
  return Response.json(health, { status: health.status === "ok" ? 200 : 503 });
});
