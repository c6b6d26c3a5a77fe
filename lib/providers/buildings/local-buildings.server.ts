import "server-only";
import { HIGH_RISE_FROM_METRES, MID_RISE_FROM_METRES } from "@/lib/buildings/limits";
import type { Db } from "@/lib/db/client";
import { readCount, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlLimit } from "@/lib/db/sql-limit";
import { sqlWithinCircle } from "@/lib/db/within-radius";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { AreaSummary, BuildingArea, BuildingPart, BuildingsProvider, SummariseOptions } from "./types";
import { queryRows } from "@/lib/db/query-rows";

const HEIGHT = Prisma.raw('"relHeightMax"');
const POINT = { latitude: Prisma.raw('"latitude"'), longitude: Prisma.raw('"longitude"') };

// Both shapes start with a range on latitude and longitude, which the (latitude, longitude)
// index answers; the circle then measures the distance of the rows in its box.
function sqlWithinArea(area: BuildingArea): Prisma.Sql {
  if (area.kind === "circle") return sqlWithinCircle(POINT, area.centre, area.radiusMetres);
  const { west, south, east, north } = area.box;
  return Prisma.sql`"latitude" BETWEEN ${south} AND ${north} AND "longitude" BETWEEN ${west} AND ${east}`;
}

type SummaryRow = { total: unknown; withHeight: unknown; average: unknown; highest: unknown; lowest: unknown; low: unknown; mid: unknown; high: unknown };

/** Our Building table (the OS NGD import, or the demo layer): counted and ranked in SQL. */
export function createLocalBuildingsProvider(db: Db): BuildingsProvider {
  return {
    name: "local",
    async summariseArea(area: BuildingArea, { minHeight, limit }: SummariseOptions): Promise<AreaSummary> {
      const within = sqlWithinArea(area);
      const withHeight = Prisma.sql`${HEIGHT} > 0 AND ${HEIGHT} >= ${minHeight}`;
      const [summaryRows, tallestRows] = await Promise.all([
        queryRows<SummaryRow[]>(db, Prisma.sql`
          SELECT COUNT(*) AS "total",
            COUNT(CASE WHEN ${withHeight} THEN 1 END) AS "withHeight",
            AVG(CASE WHEN ${withHeight} THEN ${HEIGHT} END) AS "average",
            MAX(CASE WHEN ${withHeight} THEN ${HEIGHT} END) AS "highest",
            MIN(CASE WHEN ${withHeight} THEN ${HEIGHT} END) AS "lowest",
            COUNT(CASE WHEN ${withHeight} AND ${HEIGHT} < ${MID_RISE_FROM_METRES} THEN 1 END) AS "low",
            COUNT(CASE WHEN ${withHeight} AND ${HEIGHT} >= ${MID_RISE_FROM_METRES} AND ${HEIGHT} < ${HIGH_RISE_FROM_METRES} THEN 1 END) AS "mid",
            COUNT(CASE WHEN ${withHeight} AND ${HEIGHT} >= ${HIGH_RISE_FROM_METRES} THEN 1 END) AS "high"
          FROM "Building" WHERE ${within}`),
        queryRows<{ osid: unknown }[]>(db, Prisma.sql`SELECT "osid" FROM "Building" WHERE ${within} AND ${withHeight} ORDER BY ${HEIGHT} DESC, "osid" ${sqlLimit(limit)}`),
      ]);
      // At most `limit` (20) ids: a bounded list.
      const osids = tallestRows.map((row) => readText(row.osid)).filter((id): id is string => id !== null);
      const rows = osids.length ? await db.building.findMany({ where: { osid: { in: osids } } }) : [];
      const tallest: BuildingPart[] = rows
        .map((row) => ({
          osid: row.osid,
          heightMetres: row.relHeightMax,
          areaM2: row.geometryArea,
          description: row.description,
          heightSource: row.heightSource,
          versionDate: row.versionDate ? row.versionDate.toISOString().slice(0, 10) : null,
          source: row.source,
        }))
        .sort((a, b) => (b.heightMetres ?? 0) - (a.heightMetres ?? 0) || (a.osid < b.osid ? -1 : 1));
      const summary = summaryRows[0];
      return {
        totalBuildings: readCount(summary?.total),
        buildingsWithHeight: readCount(summary?.withHeight),
        averageHeight: readNumber(summary?.average),
        maxHeight: readNumber(summary?.highest),
        minHeight: readNumber(summary?.lowest),
        heightDistribution: { lowRise: readCount(summary?.low), midRise: readCount(summary?.mid), highRise: readCount(summary?.high) },
        tallest,
        complete: true,
      };
    },
  };
}
