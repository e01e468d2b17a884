#!/usr/bin/env bash
# `npm run test:cluster`: the cluster profile under load, one replica of each process killed
# (tests/cluster/main.ts; run by .ci/run after `npm test`). Starts and stops its own stack (ports 30000-30204).
set -euo pipefail
STEP_NAME=cluster
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_dependencies
bash "$ROOT/infra/bin/ensure-servers.sh"
ensure_haproxy
exec node "$ROOT/tests/cluster/main.ts"
