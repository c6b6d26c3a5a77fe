-- DropIndex
DROP INDEX "Sale_postcode_date_idx";

-- AlterTable
ALTER TABLE "TitleLookup" ADD COLUMN     "jobId" TEXT;

-- CreateTable
CREATE TABLE "DataVersion" (
    "id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DataVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatasetCount" (
    "dataset" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DatasetCount_pkey" PRIMARY KEY ("dataset","key")
);

-- CreateIndex
CREATE INDEX "Sale_postcode_date_propertyType_category_price_idx" ON "Sale"("postcode", "date", "propertyType", "category", "price");

-- CreateIndex
CREATE INDEX "TitleLookup_jobId_idx" ON "TitleLookup"("jobId");
