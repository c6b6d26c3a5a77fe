-- DropIndex
DROP INDEX "Sale_outcode_date_idx";

-- CreateIndex
CREATE INDEX "Sale_outcode_date_propertyType_category_price_postcode_idx" ON "Sale"("outcode", "date", "propertyType", "category", "price", "postcode");
