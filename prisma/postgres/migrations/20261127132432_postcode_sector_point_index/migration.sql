-- DropIndex
DROP INDEX "Postcode_sector_idx";

-- CreateIndex
CREATE INDEX "Postcode_sector_latitude_longitude_postcode_idx" ON "Postcode"("sector", "latitude", "longitude", "postcode");
