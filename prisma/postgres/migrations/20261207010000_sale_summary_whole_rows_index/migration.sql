-- Written by hand: Prisma's schema has no partial index. A unit's whole-history rows ("all"
-- grain, period always 'all') in unit order, covering the columns the figures read: a
-- circle's edge reads its sectors' postcodes as one range a sector (lib/property/
-- get-scope-sale-figures.server.ts).
CREATE INDEX "SaleSummary_all_unit_idx" ON "SaleSummary"("unit") INCLUDE ("counted", "count", "total", "first", "latest") WHERE "grain" = 'all';
