-- AlterTable
ALTER TABLE "EpcCertificate" ADD COLUMN "country" TEXT;
ALTER TABLE "EpcCertificate" ADD COLUMN "numberHabitableRooms" INTEGER;
ALTER TABLE "EpcCertificate" ADD COLUMN "region" TEXT;
ALTER TABLE "EpcCertificate" ADD COLUMN "reportType" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Address" (
    "uprn" TEXT NOT NULL PRIMARY KEY,
    "saon" TEXT,
    "paon" TEXT,
    "street" TEXT,
    "locality" TEXT,
    "town" TEXT,
    "district" TEXT,
    "county" TEXT,
    "postcode" TEXT,
    "singleLine" TEXT NOT NULL,
    "latitude" REAL,
    "longitude" REAL,
    "locationApproximate" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);
INSERT INTO "new_Address" ("county", "district", "latitude", "locality", "longitude", "paon", "period", "postcode", "saon", "singleLine", "source", "street", "town", "uprn") SELECT "county", "district", "latitude", "locality", "longitude", "paon", "period", "postcode", "saon", "singleLine", "source", "street", "town", "uprn" FROM "Address";
DROP TABLE "Address";
ALTER TABLE "new_Address" RENAME TO "Address";
CREATE INDEX "Address_postcode_idx" ON "Address"("postcode");
CREATE INDEX "Address_street_idx" ON "Address"("street");
CREATE INDEX "Address_paon_idx" ON "Address"("paon");
CREATE INDEX "Address_latitude_longitude_idx" ON "Address"("latitude", "longitude");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
