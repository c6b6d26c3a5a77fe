-- CreateIndex
CREATE INDEX "Report_kind_uprn_createdAt_idx" ON "Report"("kind", "uprn", "createdAt");
