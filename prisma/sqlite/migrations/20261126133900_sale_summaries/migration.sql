-- CreateTable
CREATE TABLE "SaleSummary" (
    "unit" TEXT NOT NULL,
    "grain" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "counted" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "total" REAL NOT NULL,
    "first" DATETIME NOT NULL,
    "latest" DATETIME NOT NULL,

    PRIMARY KEY ("unit", "grain", "period", "counted")
);

-- CreateTable
CREATE TABLE "SectorBounds" (
    "sector" TEXT NOT NULL PRIMARY KEY,
    "outcode" TEXT NOT NULL,
    "postcodes" INTEGER NOT NULL,
    "minLatitude" REAL NOT NULL,
    "maxLatitude" REAL NOT NULL,
    "minLongitude" REAL NOT NULL,
    "maxLongitude" REAL NOT NULL
);

-- CreateIndex
CREATE INDEX "SectorBounds_outcode_idx" ON "SectorBounds"("outcode");
