-- DropIndex
DROP INDEX "Sale_uprn_idx";

-- CreateIndex
CREATE INDEX "Sale_uprn_date_idx" ON "Sale"("uprn", "date");
