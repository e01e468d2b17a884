#!/usr/bin/env bash
# `npm start`: dependencies, servers, builds, then the whole stack in the dev profile.
# Migrations run inside each service's start; Strapi seeds itself on start.
set -euo pipefail
STEP_NAME=start
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_dependencies
bash "$ROOT/infra/bin/ensure-servers.sh"
build_site_if_stale
build_cms_if_stale admin
# `npm start -- --profile cluster`: two gateways behind HAProxy.
if [[ " $* " =~ [[:space:]]--profile(=|[[:space:]]+)cluster[[:space:]] ]]; then ensure_haproxy; fi
# Prometheus scraping every process and evaluating the alert rules (infra/src/stack/monitoring.ts,
# infra/prometheus/alerts.yml) runs by default; `npm start -- --without-monitoring` leaves it out.
if [[ " $* " != *' --without-monitoring '* ]]; then ensure_prometheus; fi
say 'starting the stack'
exec node "$ROOT/infra/src/stack.ts" --profile dev "$@"
