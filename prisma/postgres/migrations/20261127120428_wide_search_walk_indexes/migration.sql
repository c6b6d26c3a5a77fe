-- DropIndex
DROP INDEX "Sale_date_idx";

-- CreateIndex
CREATE INDEX "Sale_date_postcode_idx" ON "Sale"("date", "postcode");

-- CreateIndex
CREATE INDEX "Postcode_postcode_latitude_longitude_idx" ON "Postcode"("postcode", "latitude", "longitude");
