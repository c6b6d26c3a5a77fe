-- DropIndex
DROP INDEX "Sale_postcode_date_idx";

-- AlterTable
ALTER TABLE "TitleLookup" ADD COLUMN "jobId" TEXT;

-- CreateTable
CREATE TABLE "DataVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "version" INTEGER NOT NULL,
    "changedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "DatasetCount" (
    "dataset" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("dataset", "key")
);

-- CreateIndex
CREATE INDEX "Sale_postcode_date_propertyType_category_price_idx" ON "Sale"("postcode", "date", "propertyType", "category", "price");

-- CreateIndex
CREATE INDEX "TitleLookup_jobId_idx" ON "TitleLookup"("jobId");
