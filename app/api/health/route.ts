import { hasRequestSession } from "@/lib/auth/session.server";
import { getDb } from "@/lib/db/client";
import { checkHealth } from "@/lib/health/check-health.server";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Public for load balancers, which get only ok/degraded (503 when degraded); the details
// and row counts are for signed-in people.
export const GET = route({ public: true }, async ({ request }) => {
  const detailed = await hasRequestSession(request);
  const health = await checkHealth(getDb(), { detailed });
  return Response.json(health, { status: health.status === "ok" ? 200 : 503 });
});
