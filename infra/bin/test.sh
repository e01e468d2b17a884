#!/usr/bin/env bash
# `npm test`: dependencies, servers, builds, then Vitest (unit + integration), then, against one
# test-profile stack started here, the CMS's node tests and the Playwright journeys. The heavy
# suites have their own scripts, which CI (.ci/run) runs after this one: `npm run test:cluster`
# (replicas killed under load) and `npm run chaos -- --short` (crm killed, RabbitMQ restarted).
# Ends with one line 'N passed, N failed'; exits non-zero when anything failed.
# Extra arguments go to Vitest only (e.g. `npm test -- services/runtime`) and skip the stack.
set -euo pipefail
STEP_NAME=test
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

REPORTS="$ROOT/var/reports"
STACK_LOG="$ROOT/var/test-stack.log"
STACK_READY_TIMEOUT_S=600
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

ensure_dependencies
bash "$ROOT/infra/bin/ensure-servers.sh"
ensure_chromium
ensure_haproxy
ensure_compose_checker
build_site_if_stale
build_cms_if_stale admin

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

STACK_PID=
stop_test_stack() {
  if [ -n "$STACK_PID" ] && kill -0 "$STACK_PID" 2>/dev/null; then
    say 'stopping the test stack'
    kill -TERM "$STACK_PID"
    wait "$STACK_PID" 2>/dev/null || true
  fi
  STACK_PID=
}
trap stop_test_stack EXIT

# One test-profile stack for the CMS tests and Playwright (which reuses it: see its webServer).
start_test_stack() {
  if node "$ROOT/infra/src/stack.ts" --profile test --status >/dev/null 2>&1; then
    say 'a complete test stack is already running: reusing it'
    return 0
  fi
  say "starting the test stack (log in ${STACK_LOG#"$ROOT"/})"
  node "$ROOT/infra/src/stack.ts" --profile test >"$STACK_LOG" 2>&1 &
  STACK_PID=$!
  local deadline=$((SECONDS + STACK_READY_TIMEOUT_S))
  until grep -qs 'STACK READY' "$STACK_LOG"; do
    if ! kill -0 "$STACK_PID" 2>/dev/null || ((SECONDS >= deadline)); then
      tail -n 40 "$STACK_LOG" >&2
      say 'the test stack did not come up'
      return 1
    fi
    sleep 1
  done
  say 'test stack ready'
}

cms_tests() {
  CMS_URL=http://127.0.0.1:11337 npm test --prefix cms 2>&1 | tee "$REPORTS/cms-node-test.log"
}

playwright_tests() {
  local forbid_only=()
  [ -n "${CI:-}" ] && forbid_only=(--forbid-only)
  # CI cleared for Playwright alone so that its webServer reuses the stack started above;
  # --forbid-only keeps what CI=true would have enforced.
  (cd "$ROOT/tests" &&
    CI= PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" \
      npx playwright test --reporter=list,json "${forbid_only[@]}")
}

run_step vitest npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json" "$@"

if [ "$#" -eq 0 ]; then
  # The test profile's ports are the machine's: another checkout's `npm test` or Playwright run
  # (`flock /tmp/courtage-tests.lock npx playwright test`) waits for this one, and this one for it.
  exec 9>/tmp/courtage-tests.lock
  if ! flock -n 9; then
    say 'waiting for /tmp/courtage-tests.lock (another test stack is using the test ports)'
    flock 9
  fi
  # Vitest's integration tests restart nothing, but a broker that stopped answering during them
  # would fail the stack for a reason unrelated to it: check the servers again, repairing if needed.
  bash "$ROOT/infra/bin/ensure-servers.sh"
  run_step stack start_test_stack
  if grep -qx 'stack 0' "$REPORTS/exit-codes"; then
    if compgen -G "$ROOT/cms/test/*.test.*" >/dev/null; then run_step cms cms_tests; fi
    run_step playwright playwright_tests
  fi
  stop_test_stack
  flock -u 9
fi

node "$ROOT/infra/src/summarize-tests.ts" "$REPORTS"
! grep -qv ' 0$' "$REPORTS/exit-codes"
