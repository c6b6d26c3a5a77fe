-- CreateTable
CREATE TABLE "SaleMonths" (
    "unit" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "months" BLOB NOT NULL,

    PRIMARY KEY ("unit", "year")
);

-- The summaries' last build has no SaleMonths rows: forgetting it makes the searches read the
-- sales until the next start or Price Paid import builds the summaries again (decision 123).
DELETE FROM "DatasetCount" WHERE "dataset" = 'saleSummary';
