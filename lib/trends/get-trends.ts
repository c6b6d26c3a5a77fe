import { z } from "zod";
import type { Db } from "@/lib/db";
import { notFound } from "@/lib/http/app-error";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { describePeriod } from "@/lib/search/compute-area-stats";
import { computeMonthlySeries, computeTrendsByType } from "./compute-trends";

const AREA_MESSAGE = "Enter an outward code (NE3), a sector (NE3 3) or a town (Newcastle upon Tyne), or leave it empty for every area.";

export const trendsQuerySchema = z.object({
  area: z.string().trim().max(60, AREA_MESSAGE).default(""),
  propertyType: z.enum(["all", "D", "S", "T", "F", "O"], { error: "propertyType must be all, D, S, T, F or O." }).default("all"),
});
export type TrendsQuery = z.infer<typeof trendsQuerySchema>;

function areaFilter(area: string) {
  if (!area) return { where: {}, label: "All areas" };
  const parsed = parsePostcodeQuery(area);
  if (parsed?.kind === "outcode") return { where: { outcode: parsed.value }, label: parsed.value };
  if (parsed) {
    const sector = parsed.kind === "sector" ? parsed.value : parsed.value.slice(0, -2);
    return { where: { postcode: { startsWith: sector } }, label: sector };
  }
  if (!/^[A-Za-z][A-Za-z .'-]+$/.test(area)) throw notFound(AREA_MESSAGE);
  return { where: { OR: [{ town: area.toUpperCase() }, { district: area.toUpperCase() }] }, label: area };
}

/** Price and volume by month for an area and property type, from HM Land Registry sales. */
export async function getTrends(db: Db, query: TrendsQuery) {
  const { where, label } = areaFilter(query.area);
  const typeWhere = query.propertyType === "all" ? {} : { propertyType: query.propertyType };
  const sales = await db.sale.findMany({ where: { ...where, ...typeWhere }, select: { price: true, date: true, propertyType: true } });
  if (!sales.length) throw notFound(`No sales were found for ${label}${query.propertyType === "all" ? "" : " of that property type"}. The bundled sales cover Newcastle (2022), Greater Manchester (2019) and parts of the Midlands.`);
  return {
    area: label,
    propertyType: query.propertyType,
    period: describePeriod(sales.map((s) => s.date)),
    source: "HM Land Registry Price Paid Data",
    totalSales: sales.length,
    series: computeMonthlySeries(sales),
    byType: computeTrendsByType(sales),
  };
}
