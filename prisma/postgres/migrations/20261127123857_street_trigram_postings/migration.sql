-- CreateTable
CREATE TABLE "StreetTrigramPostings" (
    "trigram" TEXT NOT NULL,
    "ids" BYTEA NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "StreetTrigramPostings_pkey" PRIMARY KEY ("trigram")
);
