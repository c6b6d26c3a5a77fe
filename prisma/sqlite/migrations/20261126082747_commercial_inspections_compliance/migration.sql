-- AlterTable
ALTER TABLE "AddressCorrection" ADD COLUMN "appliedAt" DATETIME;
ALTER TABLE "AddressCorrection" ADD COLUMN "appliedBy" TEXT;

-- CreateTable
CREATE TABLE "NonDomesticEpc" (
    "lmkKey" TEXT NOT NULL PRIMARY KEY,
    "address1" TEXT,
    "address2" TEXT,
    "address3" TEXT,
    "posttown" TEXT,
    "postcode" TEXT NOT NULL,
    "uprn" TEXT,
    "assetRating" INTEGER,
    "assetRatingBand" TEXT,
    "propertyType" TEXT,
    "floorArea" REAL,
    "mainHeatingFuel" TEXT,
    "buildingEnvironment" TEXT,
    "inspectionDate" DATETIME,
    "lodgementDate" DATETIME,
    "latitude" REAL,
    "longitude" REAL,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Inspection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "uprn" TEXT,
    "clientId" TEXT,
    "propertyId" TEXT,
    "address" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "dueDate" DATETIME NOT NULL,
    "inspectedAt" DATETIME,
    "inspector" TEXT,
    "ratings" TEXT NOT NULL DEFAULT '[]',
    "notes" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "InspectionPhoto" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "inspectionId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BLOB NOT NULL,
    "caption" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "InspectionPhoto_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "Inspection" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ComplianceCertificate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "uprn" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "reference" TEXT,
    "issuedOn" DATETIME,
    "expiresOn" DATETIME NOT NULL,
    "recordedBy" TEXT,
    "notes" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
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
