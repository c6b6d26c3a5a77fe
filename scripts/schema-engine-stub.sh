#!/bin/sh
# Prisma's CLI asks its native schema engine for a version on every command and would
# download it first; offline we answer for it. Migrations are made by
# scripts/make-migration.ts with the WebAssembly engine instead (docs/decisions/002).
case "$1" in
  --version) echo "schema-engine-cli 0edf323efd1d98336f3f0a68684b56f689b900d3" ;;
  *) echo "schema-engine stub: not available offline" >&2; exit 1 ;;
esac
