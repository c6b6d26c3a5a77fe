import { BUNDLED_FILES, DEMO_LAYERS_LOAD_ID } from "./bundled-files";
import type { LoadStatus } from "./record-load";
import type { Db } from "./types";

export type PartialLoad = {
  /** What the user sees: the file, or "Demo layers". */
  label: string;
  /** ISO time the unfinished load started. */
  startedAt: string;
  /** True for the bundled files and the demo layers, which the next start finishes itself. */
  finishedOnStart: boolean;
};

// DatasetLoad holds one row per file ever loaded; a handful can be partial at once.
const MAX_LISTED = 20;

/** Loads that started and have not finished (interrupted, or running now), oldest first. */
export async function listPartialLoads(db: Db): Promise<PartialLoad[]> {
  const rows = await db.datasetLoad.findMany({
    where: { status: "loading" satisfies LoadStatus },
    select: { dataset: true, file: true, startedAt: true },
    orderBy: { startedAt: "asc" },
    take: MAX_LISTED,
  });
  const bundled = new Set<string>([...BUNDLED_FILES.map((file) => file.id), DEMO_LAYERS_LOAD_ID]);
  return rows.map((row) => ({
    label: row.dataset === DEMO_LAYERS_LOAD_ID ? "Demo layers" : row.file,
    startedAt: row.startedAt.toISOString(),
    finishedOnStart: bundled.has(row.dataset),
  }));
}
