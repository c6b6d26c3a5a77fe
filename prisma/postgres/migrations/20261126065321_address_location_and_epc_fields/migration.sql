-- AlterTable
ALTER TABLE "Address" ADD COLUMN     "locationApproximate" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "EpcCertificate" ADD COLUMN     "country" TEXT,
ADD COLUMN     "numberHabitableRooms" INTEGER,
ADD COLUMN     "region" TEXT,
ADD COLUMN     "reportType" TEXT;

-- CreateIndex
CREATE INDEX "Address_paon_idx" ON "Address"("paon");
