-- CreateTable
CREATE TABLE "MarketIndex" (
    "outcode" TEXT NOT NULL PRIMARY KEY,
    "latestSaleDate" DATETIME,
    "reference" TEXT,
    "first" TEXT,
    "levels" TEXT NOT NULL,
    "sales" INTEGER NOT NULL
);
