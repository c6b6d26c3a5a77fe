-- CreateTable
CREATE TABLE "StreetTrigramPostings" (
    "trigram" TEXT NOT NULL PRIMARY KEY,
    "ids" BLOB NOT NULL,
    "count" INTEGER NOT NULL
);
