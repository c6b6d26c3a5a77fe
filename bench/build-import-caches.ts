// The import bench's file and loaded databases (data/bench, and the PostgreSQL template when
// BENCH_PG_URL is set), made in a process of their own: bench/import-throughput.ts runs this
// before it times anything, so that no timed import follows the bundle's load in its process.
import { buildImportCaches } from "./import-throughput";

await buildImportCaches();
