-- DropIndex
DROP INDEX "Building_latitude_longitude_idx";

-- CreateIndex
CREATE INDEX "Building_latitude_longitude_relHeightMax_idx" ON "Building"("latitude", "longitude", "relHeightMax");
