-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Postcode" (
    "postcode" TEXT NOT NULL,
    "outcode" TEXT NOT NULL,
    "sector" TEXT NOT NULL,
    "eastings" INTEGER,
    "northings" INTEGER,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "positionalQuality" INTEGER,
    "countryCode" TEXT,
    "countyCode" TEXT,
    "districtCode" TEXT,
    "wardCode" TEXT,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "Postcode_pkey" PRIMARY KEY ("postcode")
);

-- CreateTable
CREATE TABLE "Address" (
    "uprn" TEXT NOT NULL,
    "saon" TEXT,
    "paon" TEXT,
    "street" TEXT,
    "locality" TEXT,
    "town" TEXT,
    "district" TEXT,
    "county" TEXT,
    "postcode" TEXT,
    "singleLine" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "Address_pkey" PRIMARY KEY ("uprn")
);

-- CreateTable
CREATE TABLE "Sale" (
    "transactionId" TEXT NOT NULL,
    "price" INTEGER NOT NULL,
    "date" TIMESTAMP(3) NOT NULL,
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
    "period" TEXT NOT NULL,

    CONSTRAINT "Sale_pkey" PRIMARY KEY ("transactionId")
);

-- CreateTable
CREATE TABLE "Listing" (
    "id" TEXT NOT NULL,
    "uprn" TEXT,
    "address" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "outcode" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "listingDate" TIMESTAMP(3) NOT NULL,
    "price" INTEGER NOT NULL,
    "bedrooms" INTEGER,
    "bathrooms" INTEGER,
    "floorAreaSqft" INTEGER,
    "propertyType" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "daysOnMarket" INTEGER,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "Listing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Rent" (
    "id" TEXT NOT NULL,
    "areaCode" TEXT NOT NULL,
    "propertyType" TEXT,
    "bedrooms" INTEGER,
    "medianMonthlyRent" INTEGER NOT NULL,
    "sampleSize" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "Rent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EpcCertificate" (
    "lmkKey" TEXT NOT NULL,
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
    "inspectionDate" TIMESTAMP(3),
    "lodgementDate" TIMESTAMP(3),
    "dateOfExpiry" TIMESTAMP(3),
    "propertyType" TEXT,
    "builtForm" TEXT,
    "totalFloorArea" DOUBLE PRECISION,
    "environmentImpactCurrent" INTEGER,
    "mainHeatingControls" TEXT,
    "mainheatDescription" TEXT,
    "hotWaterDescription" TEXT,
    "constructionAgeBand" TEXT,
    "tenure" TEXT,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "EpcCertificate_pkey" PRIMARY KEY ("lmkKey")
);

-- CreateTable
CREATE TABLE "Crime" (
    "id" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "reportedBy" TEXT,
    "fallsWithin" TEXT,
    "longitude" DOUBLE PRECISION,
    "latitude" DOUBLE PRECISION,
    "location" TEXT,
    "lsoaCode" TEXT,
    "lsoaName" TEXT,
    "crimeType" TEXT NOT NULL,
    "lastOutcome" TEXT,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "Crime_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlanningConstraint" (
    "id" TEXT NOT NULL,
    "dataset" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "geometry" TEXT NOT NULL,
    "minLat" DOUBLE PRECISION NOT NULL,
    "minLng" DOUBLE PRECISION NOT NULL,
    "maxLat" DOUBLE PRECISION NOT NULL,
    "maxLng" DOUBLE PRECISION NOT NULL,
    "designationDate" TIMESTAMP(3),
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "PlanningConstraint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListedBuilding" (
    "listEntry" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "grade" TEXT NOT NULL,
    "listDate" TIMESTAMP(3),
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "hyperlink" TEXT,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "ListedBuilding_pkey" PRIMARY KEY ("listEntry")
);

-- CreateTable
CREATE TABLE "Building" (
    "osid" TEXT NOT NULL,
    "uprn" TEXT,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "relHeightMax" DOUBLE PRECISION,
    "absHeightMax" DOUBLE PRECISION,
    "geometryArea" DOUBLE PRECISION,
    "description" TEXT,
    "heightSource" TEXT,
    "versionDate" TIMESTAMP(3),
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "Building_pkey" PRIMARY KEY ("osid")
);

-- CreateTable
CREATE TABLE "Title" (
    "titleNumber" TEXT NOT NULL,
    "tenure" TEXT NOT NULL,
    "propertyAddress" TEXT NOT NULL,
    "postcode" TEXT,
    "uprn" TEXT,
    "district" TEXT,
    "county" TEXT,
    "region" TEXT,
    "pricePaid" INTEGER,
    "dateProprietorAdded" TIMESTAMP(3),
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "Title_pkey" PRIMARY KEY ("titleNumber")
);

-- CreateTable
CREATE TABLE "Proprietor" (
    "id" TEXT NOT NULL,
    "titleNumber" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "companyNumber" TEXT,
    "category" TEXT,
    "countryIncorporated" TEXT,
    "address1" TEXT,
    "address2" TEXT,
    "address3" TEXT,

    CONSTRAINT "Proprietor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TitleCharge" (
    "id" TEXT NOT NULL,
    "titleNumber" TEXT NOT NULL,
    "date" TIMESTAMP(3),
    "description" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "period" TEXT NOT NULL,

    CONSTRAINT "TitleCharge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecentSearch" (
    "id" SERIAL NOT NULL,
    "postcode" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecentSearch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Comparison" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "propertyIds" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Comparison_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TitleLookup" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "input" TEXT NOT NULL,
    "titleNumber" TEXT,
    "status" TEXT NOT NULL,
    "result" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TitleLookup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Report" (
    "id" TEXT NOT NULL,
    "clientId" TEXT,
    "kind" TEXT NOT NULL,
    "titleNumber" TEXT,
    "uprn" TEXT,
    "html" TEXT NOT NULL,
    "writer" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Client" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PortfolioProperty" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PortfolioProperty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Valuation" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "titleNumber" TEXT NOT NULL,
    "address" TEXT,
    "uprn" TEXT,
    "currentValue" INTEGER,
    "rcaValue" INTEGER,
    "previousValue" INTEGER,
    "valuationType" TEXT,
    "valuationBasis" TEXT,
    "valuationDate" TIMESTAMP(3),
    "notes" TEXT,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Valuation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Charge" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "titleNumber" TEXT,
    "dateRegistered" TIMESTAMP(3),
    "status" TEXT NOT NULL,
    "lender" TEXT,
    "amountSecured" INTEGER,
    "chargeType" TEXT,
    "details" TEXT,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Charge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AssetTraceEntry" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "titleNumber" TEXT NOT NULL,
    "date" TIMESTAMP(3),
    "event" TEXT NOT NULL,
    "value" INTEGER,
    "notes" TEXT,
    "source" TEXT NOT NULL,

    CONSTRAINT "AssetTraceEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChargedProperty" (
    "id" TEXT NOT NULL,
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
    "lastSaleDate" TIMESTAMP(3),
    "lastSalePrice" INTEGER,
    "saleCount" INTEGER NOT NULL DEFAULT 0,
    "salePropertyType" TEXT,
    "searchedAt" TIMESTAMP(3),
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChargedProperty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AddressCorrection" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "chargedPropertyId" TEXT,
    "originalAddress" TEXT NOT NULL,
    "suggestedAddress" TEXT,
    "confidence" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "hasChanges" BOOLEAN NOT NULL,
    "applied" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AddressCorrection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
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
    "lockedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatasetLoad" (
    "dataset" TEXT NOT NULL,
    "file" TEXT NOT NULL,
    "checksum" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "loadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DatasetLoad_pkey" PRIMARY KEY ("dataset")
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

-- AddForeignKey
ALTER TABLE "Proprietor" ADD CONSTRAINT "Proprietor_titleNumber_fkey" FOREIGN KEY ("titleNumber") REFERENCES "Title"("titleNumber") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TitleCharge" ADD CONSTRAINT "TitleCharge_titleNumber_fkey" FOREIGN KEY ("titleNumber") REFERENCES "Title"("titleNumber") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortfolioProperty" ADD CONSTRAINT "PortfolioProperty_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Valuation" ADD CONSTRAINT "Valuation_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Charge" ADD CONSTRAINT "Charge_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssetTraceEntry" ADD CONSTRAINT "AssetTraceEntry_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChargedProperty" ADD CONSTRAINT "ChargedProperty_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AddressCorrection" ADD CONSTRAINT "AddressCorrection_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
