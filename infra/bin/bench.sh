#!/usr/bin/env bash
# `npm run bench`: servers, then gateway + auth + crm + offer in the bench profile (ports 2xxxx, vhost
# courtage_bench, quiet logs), then tests/bench/main.ts; stops that stack at the end.
# An already running bench stack (gateway on :23000) is reused and left running.
set -euo pipefail
STEP_NAME=bench
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_dependencies
bash "$ROOT/infra/bin/ensure-servers.sh"

# One bench at a time on this machine: two would share the bench stack's fixed ports (one run
# then measures the other's processes) and each other's CPU. BENCH_LOCK to use another file.
# `flock /tmp/courtage-bench.lock npm run bench` (the lock taken around it) is the same lock: a
# flock is per open file, so taking it again here would wait forever on our own ancestor.
BENCH_LOCK_FILE="${BENCH_LOCK:-/tmp/courtage-bench.lock}"
lock_held_by_ancestor() {
  local inode holders pid
  inode=$(stat -c %i "$BENCH_LOCK_FILE" 2>/dev/null) || return 1
  holders=$(awk -v inode=":$inode" '$2 == "FLOCK" && $4 == "WRITE" && $1 !~ /->/ && substr($6, length($6) - length(inode) + 1) == inode { print $5 }' /proc/locks)
  [ -n "$holders" ] || return 1
  pid=$$
  while [ "$pid" -gt 1 ]; do
    grep -qx "$pid" <<<"$holders" && return 0
    # The parent pid follows the command name, which may hold spaces: read after its last ')'.
    pid=$(sed -E 's/.*\) [A-Za-z] ([0-9]+) .*/\1/' "/proc/$pid/stat" 2>/dev/null) || return 1
    [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  done
  return 1
}
exec 9>"$BENCH_LOCK_FILE"
if ! flock -n 9; then
  if lock_held_by_ancestor; then
    say "$BENCH_LOCK_FILE is held by the command that started this bench: running under it"
  else
    say "another bench holds $BENCH_LOCK_FILE: waiting for it"
    flock 9
  fi
fi

GATEWAY_HEALTH=http://127.0.0.1:23000/health
STACK_PID=
stop_stack() {
  if [ -n "$STACK_PID" ] && kill -0 "$STACK_PID" 2>/dev/null; then
    kill -TERM "$STACK_PID"
    wait "$STACK_PID" || true
  fi
}
trap stop_stack EXIT

if curl -fsS -o /dev/null "$GATEWAY_HEALTH" 2>/dev/null; then
  say 'reusing the bench stack already running'
else
  mkdir -p "$ROOT/var"
  say 'starting gateway, auth, crm and offer (profile bench), log in var/bench-stack.log'
  node "$ROOT/infra/src/stack.ts" --profile bench --only auth,crm,offer,gateway >"$ROOT/var/bench-stack.log" 2>&1 &
  STACK_PID=$!
  deadline=$((SECONDS + 120))
  until grep -qs 'STACK READY' "$ROOT/var/bench-stack.log"; do
    if ! kill -0 "$STACK_PID" 2>/dev/null || ((SECONDS >= deadline)); then
      tail -n 30 "$ROOT/var/bench-stack.log" >&2
      die 'the bench stack did not come up'
    fi
    sleep 0.5
  done
fi

node "$ROOT/tests/bench/main.ts"
