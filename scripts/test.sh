#!/usr/bin/env bash
# npm test: every check, in order of cost. Lint and types, unit and handler tests on
# SQLite (and again on PostgreSQL when TEST_DATABASE_URL is set), the standalone build
# started outside the repository, then browser journeys in Debian's Chromium against the
# real server on a fresh copy of the bundled data.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1

section() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

section "lint"
node_modules/.bin/eslint . --max-warnings 0

section "types"
node_modules/.bin/tsc --noEmit

section "unit and handler tests (SQLite)"
env -u TEST_DATABASE_URL node_modules/.bin/vitest run

# The whole suite again, not a list of folders: every test that touches a database makes it
# with tests/helpers/test-db.ts, which is PostgreSQL when TEST_DATABASE_URL is set, wherever
# the test lives (a folder list missed lib/http and anything added later). The pure tests
# ride along for a few seconds.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  section "unit, handler and data tests on PostgreSQL ($TEST_DATABASE_URL)"
  node_modules/.bin/vitest run
else
  section "PostgreSQL: not run (set TEST_DATABASE_URL=postgresql://… to run every test on it too; .ci/run does)"
fi

section "standalone build (npm run build in a copy, then node start.mjs outside the repo)"
node_modules/.bin/tsx scripts/check-standalone.ts

section "browser journeys (Playwright + Chromium)"
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium package…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is not installed at $chromium. Install it with:"
    echo "  sudo apt-get update && sudo apt-get install -y chromium"
    echo "or set CHROMIUM_PATH to a Chromium or Chrome binary."
    exit 1
  fi
fi
rm -rf data/e2e
node_modules/.bin/playwright test
