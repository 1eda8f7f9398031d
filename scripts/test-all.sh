#!/usr/bin/env bash
# The one test command (README, .ci/run): lint and format check (Biome), type check, unit tests in two time zones
# (no test may depend on the machine's zone), server contract tests (on SQLite, then on PostgreSQL), build, browser
# tests, size budgets and script requests per widget.
# The type check and the build each keep one core busy at most for half a minute or more: they run beside the unit
# tests and the server tests (neither reads dist/), on the core those leave idle, and each is waited for before the
# step that needs it. A red step stops the run, a red background step at its wait; the run ends with one summary
# line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$out"' EXIT
run() { # run <label> <json-name> [env...] -- vitest args
  local label=$1 name=$2; shift 2
  echo "== $label"
  env "$@" --reporter=default --reporter=json --outputFile="$out/$name.json"
}
beside() { # beside <name> <command...>: starts a step in the background; its output is kept for its wait
  local name=$1; shift
  "$@" > "$out/$name.log" 2>&1 &
  echo $! > "$out/$name.pid"
}
await() { # await <label> <name>: waits for a step started by beside, prints its output, stops the run if it failed
  local label=$1 name=$2 status=0
  wait "$(cat "$out/$name.pid")" || status=$?
  echo "== $label"; cat "$out/$name.log"
  if [ "$status" -ne 0 ]; then echo "$label failed (exit $status)"; exit "$status"; fi
}
echo "== lint and format"; npx biome ci --error-on-warnings .
beside typecheck npx tsc -p tsconfig.json
run "unit (TZ=America/New_York)" unit-ny TZ=America/New_York npx vitest run --project unit-core --project unit
run "unit (TZ=UTC)" unit-utc TZ=UTC npx vitest run --project unit-core --project unit
await "type check" typecheck
beside build npm run build --silent
run "server" server npx vitest run --project server
run "server (PostgreSQL)" server-pg npx vitest run --project server-pg
await "build" build
run "browser" e2e npx vitest run --project e2e
echo "== size"; npx size-limit
echo "== script requests per widget"; node scripts/check-requests.cjs
node -e '
  const fs = require("fs"); let p = 0, f = 0, s = 0;
  for (const file of fs.readdirSync(process.argv[1]).filter((n) => n.endsWith(".json"))) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + file, "utf8"));
    p += r.numPassedTests; f += r.numFailedTests; s += r.numPendingTests + (r.numTodoTests || 0);
  }
  console.log(`${p} passed, ${f} failed` + (s ? `, ${s} skipped` : ""));
' "$out"
