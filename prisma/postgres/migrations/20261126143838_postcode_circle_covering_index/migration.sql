-- DropIndex
DROP INDEX "Postcode_latitude_longitude_idx";

-- CreateIndex
CREATE INDEX "Postcode_latitude_longitude_postcode_idx" ON "Postcode"("latitude", "longitude", "postcode");
