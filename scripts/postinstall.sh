#!/usr/bin/env bash
# Runs after npm install / npm ci: generated code and the map worker are build products,
# not committed.
set -euo pipefail
bash scripts/generate-clients.sh
mkdir -p public
cp node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs public/ 2>/dev/null || true
