#!/usr/bin/env bash
# Generates both Prisma clients (SQLite and PostgreSQL share one models file); lib/db/client.ts
# picks one by DATABASE_URL.
set -euo pipefail
export CHECKPOINT_DISABLE=1 PRISMA_HIDE_UPDATE_MESSAGE=1
for provider in sqlite postgres; do
  PRISMA_SCHEMA_DIR="prisma/$provider" node_modules/.bin/prisma generate >/dev/null
done
echo "prisma: generated the sqlite and postgres clients into lib/generated/"
