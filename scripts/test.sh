#!/usr/bin/env bash
# npm test: every check, in order of cost. Lint and types (side by side), unit and handler tests on
# SQLite (and again on PostgreSQL when TEST_DATABASE_URL is set), the standalone build
# started outside the repository, then browser journeys in Debian's Chromium against the
# real server on a fresh copy of the bundled data.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1

section() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# What the tests need from Debian: Chromium (the PDF printer's tests and the browser
# journeys) and poppler-utils (pdftotext reads the printed PDFs back). Installed before
# any test runs, because the printer's tests are unit tests.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${missing[*]}…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing: ${missing[*]}. Install with:"
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
    echo "or set CHROMIUM_PATH to a Chromium or Chrome binary."
    exit 1
  fi
fi

# Side by side: each keeps one core busy (~25 s apiece on the CI machine). Each one's output
# is shown once both are done, so neither is interleaved with the other.
section "lint and types"
checks=$(mktemp -d)
node_modules/.bin/eslint . --max-warnings 0 >"$checks/lint" 2>&1 &
lint=$!
node_modules/.bin/tsc --noEmit >"$checks/types" 2>&1 &
types=$!
lint_status=0 types_status=0
wait "$lint" || lint_status=$?
wait "$types" || types_status=$?
cat "$checks/lint" "$checks/types"
rm -rf "$checks"
if [ "$lint_status" != 0 ] || [ "$types_status" != 0 ]; then
  echo "lint exited with $lint_status, types with $types_status" >&2
  exit 1
fi

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
rm -rf data/e2e
node_modules/.bin/playwright test
