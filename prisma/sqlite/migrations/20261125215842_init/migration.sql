-- CreateTable
CREATE TABLE "Postcode" (
    "postcode" TEXT NOT NULL PRIMARY KEY,
    "outcode" TEXT NOT NULL,
    "sector" TEXT NOT NULL,
    "eastings" INTEGER,
    "northings" INTEGER,
    "latitude" REAL,
    "longitude" REAL,
    "positionalQuality" INTEGER,
    "countryCode" TEXT,
    "countyCode" TEXT,
    "districtCode" TEXT,
    "wardCode" TEXT,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Address" (
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
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Sale" (
    "transactionId" TEXT NOT NULL PRIMARY KEY,
    "price" INTEGER NOT NULL,
    "date" DATETIME NOT NULL,
    "postcode" TEXT,
    "outcode" TEXT,
    "propertyType" TEXT NOT NULL,
    "newBuild" BOOLEAN NOT NULL,
    "tenure" TEXT NOT NULL,
    "paon" TEXT,
    "saon" TEXT,
    "street" TEXT,
    "locality" TEXT,
    "town" TEXT,
    "district" TEXT,
    "county" TEXT,
    "category" TEXT NOT NULL,
    "uprn" TEXT,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Listing" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "uprn" TEXT,
    "address" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "outcode" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "listingDate" DATETIME NOT NULL,
    "price" INTEGER NOT NULL,
    "bedrooms" INTEGER,
    "bathrooms" INTEGER,
    "floorAreaSqft" INTEGER,
    "propertyType" TEXT,
    "latitude" REAL,
    "longitude" REAL,
    "daysOnMarket" INTEGER,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Rent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "areaCode" TEXT NOT NULL,
    "propertyType" TEXT,
    "bedrooms" INTEGER,
    "medianMonthlyRent" INTEGER NOT NULL,
    "sampleSize" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "EpcCertificate" (
    "lmkKey" TEXT NOT NULL PRIMARY KEY,
    "address1" TEXT,
    "address2" TEXT,
    "address3" TEXT,
    "posttown" TEXT,
    "postcode" TEXT NOT NULL,
    "uprn" TEXT,
    "currentEnergyRating" TEXT,
    "currentEnergyEfficiency" INTEGER,
    "potentialEnergyRating" TEXT,
    "potentialEnergyEfficiency" INTEGER,
    "inspectionDate" DATETIME,
    "lodgementDate" DATETIME,
    "dateOfExpiry" DATETIME,
    "propertyType" TEXT,
    "builtForm" TEXT,
    "totalFloorArea" REAL,
    "environmentImpactCurrent" INTEGER,
    "mainHeatingControls" TEXT,
    "mainheatDescription" TEXT,
    "hotWaterDescription" TEXT,
    "constructionAgeBand" TEXT,
    "tenure" TEXT,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Crime" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "month" TEXT NOT NULL,
    "reportedBy" TEXT,
    "fallsWithin" TEXT,
    "longitude" REAL,
    "latitude" REAL,
    "location" TEXT,
    "lsoaCode" TEXT,
    "lsoaName" TEXT,
    "crimeType" TEXT NOT NULL,
    "lastOutcome" TEXT,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "PlanningConstraint" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "dataset" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "geometry" TEXT NOT NULL,
    "minLat" REAL NOT NULL,
    "minLng" REAL NOT NULL,
    "maxLat" REAL NOT NULL,
    "maxLng" REAL NOT NULL,
    "designationDate" DATETIME,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "ListedBuilding" (
    "listEntry" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "grade" TEXT NOT NULL,
    "listDate" DATETIME,
    "latitude" REAL NOT NULL,
    "longitude" REAL NOT NULL,
    "hyperlink" TEXT,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Building" (
    "osid" TEXT NOT NULL PRIMARY KEY,
    "uprn" TEXT,
    "latitude" REAL NOT NULL,
    "longitude" REAL NOT NULL,
    "relHeightMax" REAL,
    "absHeightMax" REAL,
    "geometryArea" REAL,
    "description" TEXT,
    "heightSource" TEXT,
    "versionDate" DATETIME,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Title" (
    "titleNumber" TEXT NOT NULL PRIMARY KEY,
    "tenure" TEXT NOT NULL,
    "propertyAddress" TEXT NOT NULL,
    "postcode" TEXT,
    "uprn" TEXT,
    "district" TEXT,
    "county" TEXT,
    "region" TEXT,
    "pricePaid" INTEGER,
    "dateProprietorAdded" DATETIME,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Proprietor" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "titleNumber" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "companyNumber" TEXT,
    "category" TEXT,
    "countryIncorporated" TEXT,
    "address1" TEXT,
    "address2" TEXT,
    "address3" TEXT,
    CONSTRAINT "Proprietor_titleNumber_fkey" FOREIGN KEY ("titleNumber") REFERENCES "Title" ("titleNumber") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TitleCharge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "titleNumber" TEXT NOT NULL,
    "date" DATETIME,
    "description" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    CONSTRAINT "TitleCharge_titleNumber_fkey" FOREIGN KEY ("titleNumber") REFERENCES "Title" ("titleNumber") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RecentSearch" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "postcode" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Comparison" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "propertyIds" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "TitleLookup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "input" TEXT NOT NULL,
    "titleNumber" TEXT,
    "status" TEXT NOT NULL,
    "result" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Report" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientId" TEXT,
    "kind" TEXT NOT NULL,
    "titleNumber" TEXT,
    "uprn" TEXT,
    "html" TEXT NOT NULL,
    "writer" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Client" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PortfolioProperty" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientId" TEXT NOT NULL,
    "titleNumber" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT,
    "county" TEXT,
    "postcode" TEXT,
    "tenure" TEXT,
    "classification" TEXT,
    "uprn" TEXT,
    "ownerName" TEXT,
    "source" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PortfolioProperty_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Valuation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientId" TEXT NOT NULL,
    "titleNumber" TEXT NOT NULL,
    "address" TEXT,
    "uprn" TEXT,
    "currentValue" INTEGER,
    "rcaValue" INTEGER,
    "previousValue" INTEGER,
    "valuationType" TEXT,
    "valuationBasis" TEXT,
    "valuationDate" DATETIME,
    "notes" TEXT,
    "source" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Valuation_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Charge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientId" TEXT NOT NULL,
    "titleNumber" TEXT,
    "dateRegistered" DATETIME,
    "status" TEXT NOT NULL,
    "lender" TEXT,
    "amountSecured" INTEGER,
    "chargeType" TEXT,
    "details" TEXT,
    "source" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Charge_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AssetTraceEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientId" TEXT NOT NULL,
    "titleNumber" TEXT NOT NULL,
    "date" DATETIME,
    "event" TEXT NOT NULL,
    "value" INTEGER,
    "notes" TEXT,
    "source" TEXT NOT NULL,
    CONSTRAINT "AssetTraceEntry_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ChargedProperty" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "fullAddress" TEXT,
    "city" TEXT,
    "county" TEXT,
    "postcode" TEXT,
    "uprn" TEXT,
    "lender" TEXT,
    "amountSecured" TEXT,
    "chargeType" TEXT,
    "status" TEXT,
    "details" TEXT,
    "addressCorrected" BOOLEAN NOT NULL DEFAULT false,
    "currentProprietor" TEXT,
    "proprietorType" TEXT,
    "titleNumber" TEXT,
    "lastSaleDate" DATETIME,
    "lastSalePrice" INTEGER,
    "saleCount" INTEGER NOT NULL DEFAULT 0,
    "salePropertyType" TEXT,
    "searchedAt" DATETIME,
    "source" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ChargedProperty_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AddressCorrection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientId" TEXT NOT NULL,
    "chargedPropertyId" TEXT,
    "originalAddress" TEXT NOT NULL,
    "suggestedAddress" TEXT,
    "confidence" TEXT NOT NULL,
    "score" REAL NOT NULL,
    "hasChanges" BOOLEAN NOT NULL,
    "applied" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AddressCorrection_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientId" TEXT,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "found" INTEGER NOT NULL DEFAULT 0,
    "notFound" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "lockedBy" TEXT,
    "lockedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    CONSTRAINT "Job_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DatasetLoad" (
    "dataset" TEXT NOT NULL PRIMARY KEY,
    "file" TEXT NOT NULL,
    "checksum" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "loadedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Postcode_outcode_idx" ON "Postcode"("outcode");

-- CreateIndex
CREATE INDEX "Postcode_sector_idx" ON "Postcode"("sector");

-- CreateIndex
CREATE INDEX "Postcode_latitude_longitude_idx" ON "Postcode"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "Address_postcode_idx" ON "Address"("postcode");

-- CreateIndex
CREATE INDEX "Address_street_idx" ON "Address"("street");

-- CreateIndex
CREATE INDEX "Address_latitude_longitude_idx" ON "Address"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "Sale_postcode_date_idx" ON "Sale"("postcode", "date");

-- CreateIndex
CREATE INDEX "Sale_outcode_date_idx" ON "Sale"("outcode", "date");

-- CreateIndex
CREATE INDEX "Sale_date_idx" ON "Sale"("date");

-- CreateIndex
CREATE INDEX "Sale_uprn_idx" ON "Sale"("uprn");

-- CreateIndex
CREATE INDEX "Listing_postcode_idx" ON "Listing"("postcode");

-- CreateIndex
CREATE INDEX "Listing_outcode_status_idx" ON "Listing"("outcode", "status");

-- CreateIndex
CREATE INDEX "Listing_uprn_idx" ON "Listing"("uprn");

-- CreateIndex
CREATE INDEX "Listing_latitude_longitude_idx" ON "Listing"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "Rent_areaCode_idx" ON "Rent"("areaCode");

-- CreateIndex
CREATE INDEX "EpcCertificate_uprn_idx" ON "EpcCertificate"("uprn");

-- CreateIndex
CREATE INDEX "EpcCertificate_postcode_idx" ON "EpcCertificate"("postcode");

-- CreateIndex
CREATE INDEX "Crime_latitude_longitude_idx" ON "Crime"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "Crime_lsoaCode_idx" ON "Crime"("lsoaCode");

-- CreateIndex
CREATE INDEX "Crime_month_idx" ON "Crime"("month");

-- CreateIndex
CREATE INDEX "PlanningConstraint_dataset_minLat_maxLat_idx" ON "PlanningConstraint"("dataset", "minLat", "maxLat");

-- CreateIndex
CREATE INDEX "ListedBuilding_latitude_longitude_idx" ON "ListedBuilding"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "Building_latitude_longitude_idx" ON "Building"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "Building_uprn_idx" ON "Building"("uprn");

-- CreateIndex
CREATE INDEX "Title_postcode_idx" ON "Title"("postcode");

-- CreateIndex
CREATE INDEX "Title_uprn_idx" ON "Title"("uprn");

-- CreateIndex
CREATE INDEX "Proprietor_name_idx" ON "Proprietor"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Proprietor_titleNumber_position_key" ON "Proprietor"("titleNumber", "position");

-- CreateIndex
CREATE INDEX "TitleCharge_titleNumber_idx" ON "TitleCharge"("titleNumber");

-- CreateIndex
CREATE INDEX "RecentSearch_createdAt_idx" ON "RecentSearch"("createdAt");

-- CreateIndex
CREATE INDEX "Comparison_userId_createdAt_idx" ON "Comparison"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "TitleLookup_createdAt_idx" ON "TitleLookup"("createdAt");

-- CreateIndex
CREATE INDEX "Report_clientId_titleNumber_idx" ON "Report"("clientId", "titleNumber");

-- CreateIndex
CREATE UNIQUE INDEX "Client_slug_key" ON "Client"("slug");

-- CreateIndex
CREATE INDEX "PortfolioProperty_clientId_postcode_idx" ON "PortfolioProperty"("clientId", "postcode");

-- CreateIndex
CREATE UNIQUE INDEX "PortfolioProperty_clientId_titleNumber_key" ON "PortfolioProperty"("clientId", "titleNumber");

-- CreateIndex
CREATE INDEX "Valuation_clientId_titleNumber_idx" ON "Valuation"("clientId", "titleNumber");

-- CreateIndex
CREATE INDEX "Charge_clientId_titleNumber_idx" ON "Charge"("clientId", "titleNumber");

-- CreateIndex
CREATE INDEX "AssetTraceEntry_clientId_titleNumber_idx" ON "AssetTraceEntry"("clientId", "titleNumber");

-- CreateIndex
CREATE INDEX "ChargedProperty_clientId_addressCorrected_idx" ON "ChargedProperty"("clientId", "addressCorrected");

-- CreateIndex
CREATE INDEX "AddressCorrection_clientId_createdAt_idx" ON "AddressCorrection"("clientId", "createdAt");

-- CreateIndex
CREATE INDEX "Job_status_createdAt_idx" ON "Job"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Job_clientId_createdAt_idx" ON "Job"("clientId", "createdAt");
