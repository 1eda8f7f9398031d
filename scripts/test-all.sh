#!/usr/bin/env bash
# The one test command (README, .ci/run): type check, unit tests in two time zones, server contract
# tests, build, browser tests, size budgets. Fails on the first red step.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== type check"; npx tsc -p tsconfig.json
echo "== unit (TZ=America/New_York)"; TZ=America/New_York npx vitest run --project unit
echo "== unit (TZ=UTC)"; TZ=UTC npx vitest run --project unit
echo "== server"; npx vitest run --project server
echo "== build"; npm run build --silent
echo "== browser"; npx vitest run --project e2e
echo "== size"; npx size-limit
