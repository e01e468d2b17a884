#!/usr/bin/env bash
# `npm test`: dependencies, servers, builds, then Vitest (unit + integration), the CMS's own
# node tests when it has some, and the Playwright journeys (which start the test stack).
# Ends with one line 'N passed, N failed'; exits non-zero when anything failed.
# Extra arguments go to Vitest only (e.g. `npm test -- services/runtime`), and then skip
# the other runners.
set -euo pipefail
STEP_NAME=test
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

REPORTS="$ROOT/var/reports"
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

ensure_dependencies
bash "$ROOT/infra/bin/ensure-servers.sh"
ensure_chromium
build_site_if_stale
build_cms_if_stale

# run_step <name> <command...>: runs it, records its exit code, never stops the script.
run_step() {
  local name="$1"
  shift
  say "running $name"
  local code=0
  "$@" || code=$?
  echo "$name $code" >>"$REPORTS/exit-codes"
  return 0
}

run_step vitest npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json" "$@"

if [ "$#" -eq 0 ]; then
  if compgen -G "$ROOT/cms/test/*.test.*" >/dev/null; then
    cms_tests() { npm test --prefix cms 2>&1 | tee "$REPORTS/cms-node-test.log"; }
    run_step cms cms_tests
  fi
  export PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json"
  playwright_tests() { (cd "$ROOT/tests" && npx playwright test --reporter=list,json); }
  run_step playwright playwright_tests
fi

node "$ROOT/infra/src/summarize-tests.ts" "$REPORTS"
! grep -qv ' 0$' "$REPORTS/exit-codes"
