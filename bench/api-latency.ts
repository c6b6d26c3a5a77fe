// Throughput and latency percentiles of the search endpoint at 32 concurrent connections,
// beside /api/health on the same server (the floor: routing, session check, one query).
import autocannon from "autocannon";
import { heading } from "./bench-db";
import type { Server } from "./serve";

const CONNECTIONS = 32;
const SECONDS = 10;

async function measure(server: Server, title: string, paths: string[]) {
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie: server.cookie },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  const l = result.latency;
  console.log(
    `${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${l.p50} ms   p95 ${percentile95(result)} ms   p99 ${l.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}

// autocannon reports p90, p97.5 and p99 among others; p95 is interpolated between p90 and p97.5.
function percentile95(result: autocannon.Result): number {
  const l = result.latency as unknown as Record<string, number>;
  const p90 = l.p90 ?? 0;
  const p975 = l.p97_5 ?? 0;
  return Math.round((p90 + ((95 - 90) / (97.5 - 90)) * (p975 - p90)) * 10) / 10;
}

export async function benchApiLatency(server: Server) {
  heading(`API latency: ${CONNECTIONS} connections, ${SECONDS} s each`);
  // warm up
  await fetch(`${server.base}/api/properties/search?postcode=NE3%203LJ&radius=1`, { headers: { cookie: server.cookie } });
  await measure(server, "GET /api/health", ["/api/health"]);
  await measure(server, "GET /api/properties/search (NE3 3LJ, 1 mile)", ["/api/properties/search?postcode=NE3%203LJ&radius=1"]);
  await measure(server, "GET /api/properties/search (mixed postcodes)", [
    "/api/properties/search?postcode=NE3%203LJ&radius=1",
    "/api/properties/search?postcode=NE1%204ST&radius=0.5",
    "/api/properties/search?postcode=M14%200AF&radius=1",
    "/api/properties/search?postcode=NE5&radius=1",
  ]);
}
