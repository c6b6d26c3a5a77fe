-- CreateTable
CREATE TABLE "RebuildRate" (
    "id" SERIAL NOT NULL,
    "rateSet" TEXT NOT NULL,
    "propertyType" TEXT NOT NULL,
    "buildPeriod" TEXT NOT NULL,
    "ratePerSqm" INTEGER NOT NULL,
    "indicative" BOOLEAN NOT NULL DEFAULT true,
    "source" TEXT NOT NULL,
    "priceDate" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RebuildRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RebuildRegionFactor" (
    "rateSet" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "factor" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "RebuildRegionFactor_pkey" PRIMARY KEY ("rateSet","region")
);

-- CreateIndex
CREATE UNIQUE INDEX "RebuildRate_rateSet_propertyType_buildPeriod_key" ON "RebuildRate"("rateSet", "propertyType", "buildPeriod");
