-- AlterTable
ALTER TABLE "AddressCorrection" ADD COLUMN     "appliedAt" TIMESTAMP(3),
ADD COLUMN     "appliedBy" TEXT;

-- CreateTable
CREATE TABLE "NonDomesticEpc" (
    "lmkKey" TEXT NOT NULL,
    "address1" TEXT,
    "address2" TEXT,
    "address3" TEXT,
    "posttown" TEXT,
    "postcode" TEXT NOT NULL,
    "uprn" TEXT,
    "assetRating" INTEGER,
    "assetRatingBand" TEXT,
    "propertyType" TEXT,
    "floorArea" DOUBLE PRECISION,
    "mainHeatingFuel" TEXT,
    "buildingEnvironment" TEXT,
    "inspectionDate" TIMESTAMP(3),
    "lodgementDate" TIMESTAMP(3),
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "NonDomesticEpc_pkey" PRIMARY KEY ("lmkKey")
);

-- CreateTable
CREATE TABLE "Inspection" (
    "id" TEXT NOT NULL,
    "uprn" TEXT,
    "clientId" TEXT,
    "propertyId" TEXT,
    "address" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "dueDate" TIMESTAMP(3) NOT NULL,
    "inspectedAt" TIMESTAMP(3),
    "inspector" TEXT,
    "ratings" TEXT NOT NULL DEFAULT '[]',
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Inspection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InspectionPhoto" (
    "id" TEXT NOT NULL,
    "inspectionId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "caption" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InspectionPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplianceCertificate" (
    "id" TEXT NOT NULL,
    "uprn" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "reference" TEXT,
    "issuedOn" TIMESTAMP(3),
    "expiresOn" TIMESTAMP(3) NOT NULL,
    "recordedBy" TEXT,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComplianceCertificate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "NonDomesticEpc_postcode_idx" ON "NonDomesticEpc"("postcode");

-- CreateIndex
CREATE INDEX "NonDomesticEpc_uprn_idx" ON "NonDomesticEpc"("uprn");

-- CreateIndex
CREATE INDEX "NonDomesticEpc_latitude_longitude_idx" ON "NonDomesticEpc"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "Inspection_status_dueDate_idx" ON "Inspection"("status", "dueDate");

-- CreateIndex
CREATE INDEX "Inspection_uprn_idx" ON "Inspection"("uprn");

-- CreateIndex
CREATE INDEX "InspectionPhoto_inspectionId_idx" ON "InspectionPhoto"("inspectionId");

-- CreateIndex
CREATE INDEX "ComplianceCertificate_uprn_kind_idx" ON "ComplianceCertificate"("uprn", "kind");

-- CreateIndex
CREATE INDEX "ComplianceCertificate_expiresOn_idx" ON "ComplianceCertificate"("expiresOn");

-- AddForeignKey
ALTER TABLE "InspectionPhoto" ADD CONSTRAINT "InspectionPhoto_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "Inspection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
