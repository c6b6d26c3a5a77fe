-- CreateTable
CREATE TABLE "StreetName" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "outcode" TEXT NOT NULL,
    "town" TEXT,
    "addressCount" INTEGER NOT NULL,

    CONSTRAINT "StreetName_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StreetTrigram" (
    "trigram" TEXT NOT NULL,
    "streetId" INTEGER NOT NULL,

    CONSTRAINT "StreetTrigram_pkey" PRIMARY KEY ("trigram","streetId")
);

-- CreateIndex
CREATE INDEX "StreetName_outcode_idx" ON "StreetName"("outcode");

-- CreateIndex
CREATE UNIQUE INDEX "StreetName_name_outcode_key" ON "StreetName"("name", "outcode");

-- CreateIndex
CREATE INDEX "StreetTrigram_streetId_idx" ON "StreetTrigram"("streetId");
