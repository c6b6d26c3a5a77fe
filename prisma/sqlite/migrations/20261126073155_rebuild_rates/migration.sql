-- CreateTable
CREATE TABLE "RebuildRate" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "rateSet" TEXT NOT NULL,
    "propertyType" TEXT NOT NULL,
    "buildPeriod" TEXT NOT NULL,
    "ratePerSqm" INTEGER NOT NULL,
    "indicative" BOOLEAN NOT NULL DEFAULT true,
    "source" TEXT NOT NULL,
    "priceDate" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "RebuildRegionFactor" (
    "rateSet" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "factor" REAL NOT NULL,

    PRIMARY KEY ("rateSet", "region")
);

-- CreateIndex
CREATE UNIQUE INDEX "RebuildRate_rateSet_propertyType_buildPeriod_key" ON "RebuildRate"("rateSet", "propertyType", "buildPeriod");
