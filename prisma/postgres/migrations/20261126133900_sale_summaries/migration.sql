-- CreateTable
CREATE TABLE "SaleSummary" (
    "unit" TEXT NOT NULL,
    "grain" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "counted" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "total" DOUBLE PRECISION NOT NULL,
    "first" TIMESTAMP(3) NOT NULL,
    "latest" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SaleSummary_pkey" PRIMARY KEY ("unit","grain","period","counted")
);

-- CreateTable
CREATE TABLE "SectorBounds" (
    "sector" TEXT NOT NULL,
    "outcode" TEXT NOT NULL,
    "postcodes" INTEGER NOT NULL,
    "minLatitude" DOUBLE PRECISION NOT NULL,
    "maxLatitude" DOUBLE PRECISION NOT NULL,
    "minLongitude" DOUBLE PRECISION NOT NULL,
    "maxLongitude" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "SectorBounds_pkey" PRIMARY KEY ("sector")
);

-- CreateIndex
CREATE INDEX "SectorBounds_outcode_idx" ON "SectorBounds"("outcode");
