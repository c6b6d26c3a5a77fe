-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LoginFailure" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "clientIp" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_DatasetLoad" (
    "dataset" TEXT NOT NULL PRIMARY KEY,
    "file" TEXT NOT NULL,
    "checksum" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'complete',
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "loadedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_DatasetLoad" ("checksum", "dataset", "file", "loadedAt", "rows") SELECT "checksum", "dataset", "file", "loadedAt", "rows" FROM "DatasetLoad";
DROP TABLE "DatasetLoad";
ALTER TABLE "new_DatasetLoad" RENAME TO "DatasetLoad";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE INDEX "LoginFailure_clientIp_at_idx" ON "LoginFailure"("clientIp", "at");

-- CreateIndex
CREATE INDEX "LoginFailure_at_idx" ON "LoginFailure"("at");
