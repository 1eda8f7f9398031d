#!/usr/bin/env bash
# The one test command (README, .ci/run): lint and format check (Biome), type check, unit tests in two time zones
# (no test may depend on the machine's zone), server contract tests (on SQLite, then on PostgreSQL), build, browser
# tests, size budgets and script requests per widget.
# Stops at the first red step; ends with one summary line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run() { # run <label> <json-name> [env...] -- vitest args
  local label=$1 name=$2; shift 2
  echo "== $label"
  env "$@" --reporter=default --reporter=json --outputFile="$out/$name.json"
}
echo "== lint and format"; npx biome ci --error-on-warnings .
echo "== type check"; npx tsc -p tsconfig.json
run "unit (TZ=America/New_York)" unit-ny TZ=America/New_York npx vitest run --project unit-core --project unit
run "unit (TZ=UTC)" unit-utc TZ=UTC npx vitest run --project unit-core --project unit
run "server" server npx vitest run --project server
run "server (PostgreSQL)" server-pg npx vitest run --project server-pg
echo "== build"; npm run build --silent
run "browser" e2e npx vitest run --project e2e
echo "== size"; npx size-limit
echo "== script requests per widget"; node scripts/check-requests.cjs
node -e '
  const fs = require("fs"); let p = 0, f = 0, s = 0;
  for (const file of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + file, "utf8"));
    p += r.numPassedTests; f += r.numFailedTests; s += r.numPendingTests + (r.numTodoTests || 0);
  }
  console.log(`${p} passed, ${f} failed` + (s ? `, ${s} skipped` : ""));
' "$out"
