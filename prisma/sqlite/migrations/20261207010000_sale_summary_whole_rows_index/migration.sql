-- Written by hand: Prisma's schema has no partial index. A unit's whole-history rows ("all"
-- grain, period always 'all') in unit order, covering the columns the figures read: a
-- circle's edge reads its sectors' postcodes as one range a sector (lib/property/
-- get-scope-sale-figures.server.ts). The grain is listed last so that SQLite reads the rows
-- from the index alone (it does not infer the grain from the index's WHERE).
CREATE INDEX "SaleSummary_all_unit_idx" ON "SaleSummary"("unit", "counted", "count", "total", "first", "latest", "grain") WHERE "grain" = 'all';
