-- CreateTable
CREATE TABLE "MarketIndex" (
    "outcode" TEXT NOT NULL,
    "latestSaleDate" TIMESTAMP(3),
    "reference" TEXT,
    "first" TEXT,
    "levels" TEXT NOT NULL,
    "sales" INTEGER NOT NULL,

    CONSTRAINT "MarketIndex_pkey" PRIMARY KEY ("outcode")
);
