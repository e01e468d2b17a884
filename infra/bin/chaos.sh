#!/usr/bin/env bash
# `npm run chaos` (tests/chaos/main.ts): servers, then the chaos profile's gateway and services
# started, killed and restarted by the run itself under a steady load, RabbitMQ, Redis and
# PostgreSQL restarted under the machine-wide lock; prints the table, exits 1 on any loss or
# duplicate. `npm run chaos -- --short`: crm killed and RabbitMQ restarted only (.ci/run, after npm test).
set -euo pipefail
STEP_NAME=chaos
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_dependencies
bash "$ROOT/infra/bin/ensure-servers.sh"
exec node "$ROOT/tests/chaos/main.ts" "$@"
