#!/usr/bin/env bash
# Makes PostgreSQL, Redis, RabbitMQ, MailDev and a local S3 (s3rver) reachable for the stack and its tests.
# Idempotent: uses what already listens; else starts the local Debian servers; else,
# as root, installs them with apt-get; else stops with the command the user must run.
# Then creates the PostgreSQL roles/databases and RabbitMQ vhosts of docs/CONVENTIONS.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VAR_DIR="$ROOT/var"

PG_HOST="${PGHOST:-127.0.0.1}"
PG_PORT="${PGPORT:-5432}"
PG_CLUSTER="${PG_CLUSTER:-main}" # Debian cluster name, when this script has to start or create it
PG_ADMIN_USER="${PGUSER:-postgres}"
REDIS_PORT=6379
AMQP_PORT=5672
SMTP_PORT="${MAILDEV_SMTP_PORT:-1025}"
MAILDEV_WEB_PORT="${MAILDEV_WEB_PORT:-1080}"
S3_PORT="${S3_PORT:-4569}" # s3rver: the local S3-compatible store of CRM documents (DESIGN.md section 8)

SERVICES=(auth offer crm notification cms)
# courtage_bench_*: `npm run bench` (its own vhost: the events it produces reach no consumer).
# courtage_test_offer_it / vhost courtage_test_offer: the offer service's integration tests.
# courtage_test_crm_quotes (database and vhost): the crm quote-request tests.
EXTRA_DATABASES=(courtage_test_runtime courtage_bench_auth courtage_bench_crm courtage_bench_offer courtage_test_offer_it
  courtage_test_crm_quotes)
# courtage_cluster (databases courtage_cluster_*): the stack's cluster profile, every durable queue a quorum queue.
# courtage_chaos (databases courtage_chaos_*): `npm run chaos`, which restarts its own processes.
VHOSTS=(courtage courtage_test courtage_bench courtage_test_offer courtage_test_crm_quotes courtage_cluster courtage_chaos)
APT_PACKAGES=(postgresql redis-server rabbitmq-server)

APT_DONE=0
PG_FRESH=0

log() { printf '[servers] %s\n' "$*"; }
die() {
  printf '[servers] ERROR: %s\n' "$*" >&2
  exit 1
}

is_root() { [ "$(id -u)" -eq 0 ]; }

has_cmd() { command -v "$1" >/dev/null 2>&1; }

# True when something accepts TCP connections on 127.0.0.1:<port>.
is_listening() {
  local host="$1" port="$2"
  timeout 1 bash -c "exec 3<>/dev/tcp/$host/$port" 2>/dev/null
}

# wait_for_port <name> <host> <port> <seconds> [log file shown on failure]
wait_for_port() {
  local name="$1" host="$2" port="$3" seconds="$4" logfile="${5:-}"
  local deadline=$((SECONDS + seconds))
  until is_listening "$host" "$port"; do
    if ((SECONDS >= deadline)); then
      [ -n "$logfile" ] && [ -f "$logfile" ] && tail -n 20 "$logfile" >&2
      die "$name did not listen on $host:$port within ${seconds}s"
    fi
    sleep 0.2
  done
}

# Installs the Debian servers once per run, or explains how to.
apt_install_servers() {
  ((APT_DONE)) && return 0
  if ! is_root; then
    die "PostgreSQL, Redis or RabbitMQ is missing and this is not root. Run:
  sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES[*]}
then run this command again."
  fi
  log "installing ${APT_PACKAGES[*]} with apt-get (one time)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${APT_PACKAGES[@]}" >/dev/null
  APT_DONE=1
}

# Trust auth on loopback so that every role connects without a password.
configure_pg_trust() {
  local version="$1" hba="/etc/postgresql/$1/$PG_CLUSTER/pg_hba.conf"
  [ -f "$hba" ] || die "no $hba after installing PostgreSQL $version"
  log "configuring trust authentication for 127.0.0.1 in $hba"
  local tmp
  tmp="$(mktemp)"
  {
    echo 'local all all trust'
    echo 'host all all 127.0.0.1/32 trust'
    echo 'host all all ::1/128 trust'
    cat "$hba"
  } >"$tmp"
  cat "$tmp" >"$hba"
  rm -f "$tmp"
}

# Newest version with a cluster ('' when none); `|| true`: no folder is an answer, not an error.
pg_cluster_version() { { ls /etc/postgresql 2>/dev/null || true; } | sort -V | tail -n 1; }

ensure_postgres() {
  if is_listening "$PG_HOST" "$PG_PORT"; then return 0; fi
  if ! has_cmd pg_ctlcluster; then
    apt_install_servers
    PG_FRESH=1
  fi
  local version
  version="$(pg_cluster_version)"
  if [ -z "$version" ]; then
    version="$({ ls /usr/lib/postgresql 2>/dev/null || true; } | sort -V | tail -n 1)"
    [ -n "$version" ] || die 'PostgreSQL binaries not found under /usr/lib/postgresql'
  fi
  if [ ! -d "/etc/postgresql/$version/$PG_CLUSTER" ]; then
    log "creating PostgreSQL $version cluster '$PG_CLUSTER' on port $PG_PORT"
    pg_createcluster --port "$PG_PORT" "$version" "$PG_CLUSTER" >/dev/null
    PG_FRESH=1
  fi
  ((PG_FRESH)) && configure_pg_trust "$version"
  # A freshly installed package may have started the cluster with the old rules.
  if ((PG_FRESH)) && pg_ctlcluster --skip-systemctl-redirect "$version" "$PG_CLUSTER" status >/dev/null 2>&1; then
    pg_ctlcluster --skip-systemctl-redirect "$version" "$PG_CLUSTER" restart
  else
    log "starting PostgreSQL $version"
    pg_ctlcluster --skip-systemctl-redirect "$version" "$PG_CLUSTER" start ||
      die "PostgreSQL did not start; see /var/log/postgresql/postgresql-$version-$PG_CLUSTER.log"
  fi
  wait_for_port PostgreSQL "$PG_HOST" "$PG_PORT" 30 "/var/log/postgresql/postgresql-$version-$PG_CLUSTER.log"
}

ensure_redis() {
  if is_listening 127.0.0.1 "$REDIS_PORT"; then return 0; fi
  has_cmd redis-server || apt_install_servers
  local dir=/var/lib/redis logdir=/var/log/redis
  if ! is_root; then
    dir="$VAR_DIR/redis"
    logdir="$VAR_DIR/log"
  fi
  mkdir -p "$dir" "$logdir"
  log "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$REDIS_PORT" --save "" --appendonly no \
    --dir "$dir" --logfile "$logdir/ci.log"
  wait_for_port Redis 127.0.0.1 "$REDIS_PORT" 15 "$logdir/ci.log"
}

# True when the broker itself answers (not only its Erlang node): list_vhosts needs the app running.
rabbit_answers() { timeout -s KILL 30 rabbitmqctl list_vhosts -q >/dev/null 2>&1; }

# True when the broker opens an AMQP connection: to the protocol header it answers Connection.Start,
# a method frame (type 1). A broker out of file handles (below) accepts the TCP connection and says
# nothing, while rabbitmqctl still answers.
amqp_answers() {
  timeout -s KILL 5 bash -c 'exec 3<>"/dev/tcp/127.0.0.1/$0"; printf "AMQP\x00\x00\x09\x01" >&3; head -c 1 <&3' "$AMQP_PORT" 2>/dev/null |
    od -An -tx1 | grep -q 01
}

# Listens, answers rabbitmqctl (when installed) and opens AMQP connections.
broker_ok() {
  is_listening 127.0.0.1 "$AMQP_PORT" && { ! has_cmd rabbitmqctl || rabbit_answers; } && amqp_answers
}

# A broker that listens and answers is used as it is. Two states seen on this machine are repaired
# (as root) rather than left to fail every test after it: the node up with its app stopped (a chaos
# run ended between `stop_app` and `start_app`), and a node that accepts AMQP connections but no
# longer answers rabbitmqctl. The node is restarted in the second case: its durable queues and
# persistent messages are on disk and come back with it.
# RabbitMQ 3.10 (Debian's) counts its file handles and sockets together, within 90 % of the open
# files limit it started with: a broker started from a shell keeps the soft limit of 1024, and this
# project's queues on its seven vhosts (message stores, queue indexes) use all 927. From then on each
# new AMQP connection waits in the handshake for a handle that never frees (seen: every client
# hanging while rabbitmqctl still answered). The broker is started with this many instead.
RABBITMQ_OPEN_FILES=65536
# Below this, a running broker is restarted (Debian's rabbitmq-env caps the limit at the hard one,
# 20,000 on this machine).
RABBITMQ_MIN_OPEN_FILES=10000

# The open files limit the running broker started with (empty when it cannot be read).
rabbit_open_files() {
  local pid
  pid="$(timeout -s KILL 20 rabbitmqctl eval 'os:getpid().' 2>/dev/null | tr -dc '0-9')" || return 0
  [ -n "$pid" ] && [ -r "/proc/$pid/limits" ] && awk '/^Max open files/ {print $4}' "/proc/$pid/limits"
}

stop_rabbitmq_node() {
  timeout -s KILL 30 rabbitmqctl stop >/dev/null 2>&1 || true
  local deadline=$((SECONDS + 20))
  while pgrep -f 'beam.smp.*rabbit' >/dev/null 2>&1 && ((SECONDS < deadline)); do sleep 0.5; done
  pkill -9 -f 'beam.smp.*rabbit' 2>/dev/null || true
  pkill -9 -x epmd 2>/dev/null || true
  sleep 1
}

start_rabbitmq_node() {
  log "starting RabbitMQ with $RABBITMQ_OPEN_FILES open files (takes a few seconds)"
  (
    ulimit -n "$RABBITMQ_OPEN_FILES" 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
    # Debian's /usr/sbin/rabbitmq-server, run as root, switches to the rabbitmq user with `su`, whose
    # PAM session sets the open files limit back to 1024: switch user without a session instead.
    if is_root && has_cmd setpriv && [ -x /usr/lib/rabbitmq/bin/rabbitmq-server ] && id rabbitmq >/dev/null 2>&1; then
      cd /var/lib/rabbitmq &&
        HOME=/var/lib/rabbitmq USER=rabbitmq LOGNAME=rabbitmq setpriv --reuid=rabbitmq --regid=rabbitmq --init-groups \
          /usr/lib/rabbitmq/bin/rabbitmq-server -detached >/var/log/rabbitmq/startup_log 2>/var/log/rabbitmq/startup_err || true
    else
      rabbitmq-server -detached >/dev/null 2>&1 || true
    fi
  )
  wait_for_port RabbitMQ 127.0.0.1 "$AMQP_PORT" 90 "$(ls -t /var/log/rabbitmq/*.log 2>/dev/null | head -n 1)"
  timeout -s KILL 90 rabbitmqctl await_startup --timeout 60 >/dev/null
}

# A broker that listens and answers is used as it is, unless it runs with too few open files (above)
# and this is root: then it is restarted (its durable queues and persistent messages are on disk
# and come back with it). Two other states seen on this machine are repaired the same way rather
# than left to fail every test after them: the node up with its app stopped (a chaos run ended
# between `stop_app` and `start_app`), and a node that accepts connections but does not answer.
ensure_rabbitmq() {
  if broker_ok; then
    has_cmd rabbitmqctl && is_root || return 0
    local files
    files="$(rabbit_open_files)"
    if [ -z "$files" ] || [ "$files" = unlimited ] || ((files >= RABBITMQ_MIN_OPEN_FILES)); then return 0; fi
    log "RabbitMQ runs with an open files limit of $files, too few for this project's queues: restarting it"
    stop_rabbitmq_node
    start_rabbitmq_node
    return 0
  fi
  has_cmd rabbitmq-server || apt_install_servers
  if timeout -s KILL 20 rabbitmqctl ping >/dev/null 2>&1; then
    if ! is_listening 127.0.0.1 "$AMQP_PORT" || ! rabbit_answers; then
      log "RabbitMQ's node is up but its broker does not answer: starting its app"
      timeout -s KILL 60 rabbitmqctl start_app >/dev/null 2>&1 || true
      if broker_ok; then return 0; fi
    fi
  fi
  if is_listening 127.0.0.1 "$AMQP_PORT" || pgrep -f 'beam.smp.*rabbit' >/dev/null 2>&1; then
    is_root || die "RabbitMQ listens on :$AMQP_PORT but does not answer. Restart it as root:
  rabbitmqctl stop; ulimit -n $RABBITMQ_OPEN_FILES; rabbitmq-server -detached"
    log "RabbitMQ does not answer rabbitmqctl or opens no AMQP connection: restarting its node"
    stop_rabbitmq_node
  fi
  start_rabbitmq_node
}

ensure_maildev() {
  if is_listening 127.0.0.1 "$SMTP_PORT" && is_listening 127.0.0.1 "$MAILDEV_WEB_PORT"; then return 0; fi
  if is_listening 127.0.0.1 "$SMTP_PORT" || is_listening 127.0.0.1 "$MAILDEV_WEB_PORT"; then
    die "only one of ports $SMTP_PORT/$MAILDEV_WEB_PORT listens: stop what holds it, or start MailDev by hand"
  fi
  local bin="$ROOT/node_modules/maildev/bin/maildev" node="$ROOT/node_modules/.bin/node"
  [ -f "$bin" ] || die "MailDev is not installed: run 'npm install' in $ROOT"
  [ -x "$node" ] || node="node"
  mkdir -p "$VAR_DIR"
  log "starting MailDev (SMTP :$SMTP_PORT, web :$MAILDEV_WEB_PORT), log in var/maildev.log"
  # MailDev 2.2.0 reads an undeclared global `host` once SMTP listens (ReferenceError): declare it.
  start_detached maildev "$node" --import 'data:text/javascript,globalThis.host=undefined' "$bin" \
    --smtp "$SMTP_PORT" --web "$MAILDEV_WEB_PORT" --ip 127.0.0.1
  wait_for_port 'MailDev SMTP' 127.0.0.1 "$SMTP_PORT" 20 "$VAR_DIR/maildev.log"
  wait_for_port 'MailDev web' 127.0.0.1 "$MAILDEV_WEB_PORT" 20 "$VAR_DIR/maildev.log"
}

# start_detached <name> <command...>: a server that outlives this script and the terminal's
# Ctrl-C (setsid), logging to var/<name>.log, its pid in var/<name>.pid (written by the process
# itself, after setsid's possible fork). It keeps none of this script's open files but its
# standard streams: a server that inherited a caller's lock (`flock lock bash ensure-servers.sh`)
# would hold that lock for as long as it runs.
start_detached() {
  local name="$1"
  shift
  ( (
    for n in $(ls "/proc/$BASHPID/fd"); do
      if [ "$n" -gt 2 ] && [ -e "/proc/$BASHPID/fd/$n" ]; then eval "exec $n>&-"; fi
    done
    cd "$ROOT" &&
      exec setsid bash -c 'echo $$ >"$0"; exec "$@"' "$VAR_DIR/$name.pid" "$@" >"$VAR_DIR/$name.log" 2>&1 </dev/null
  ) &)
}

# s3rver keeps objects as files under var/s3; the services create their buckets when missing.
ensure_s3() {
  if is_listening 127.0.0.1 "$S3_PORT"; then return 0; fi
  local bin="$ROOT/node_modules/s3rver/bin/s3rver.js" node="$ROOT/node_modules/.bin/node"
  [ -f "$bin" ] || die "s3rver is not installed: run 'npm install' in $ROOT"
  [ -x "$node" ] || node="node"
  mkdir -p "$VAR_DIR/s3"
  log "starting s3rver (S3 API :$S3_PORT, data in var/s3), log in var/s3rver.log"
  start_detached s3rver "$node" "$bin" -d "$VAR_DIR/s3" -a 127.0.0.1 -p "$S3_PORT" --silent
  wait_for_port 's3rver' 127.0.0.1 "$S3_PORT" 20 "$VAR_DIR/s3rver.log"
}

psql_admin() {
  psql -w -h "$PG_HOST" -p "$PG_PORT" -U "$PG_ADMIN_USER" -d postgres -v ON_ERROR_STOP=1 -qAt "$@"
}

wanted_databases() {
  local svc
  for svc in "${SERVICES[@]}"; do
    echo "courtage_$svc"
    echo "courtage_test_$svc"
    echo "courtage_cluster_$svc"
    echo "courtage_chaos_$svc"
  done
  printf '%s\n' "${EXTRA_DATABASES[@]}"
}

# One role per database, owning it; created only when missing.
ensure_databases() {
  has_cmd psql || apt_install_servers
  local existing_roles existing_dbs name
  existing_roles="$(psql_admin -c "select rolname from pg_roles where rolname like 'courtage%'")" ||
    die "cannot connect to PostgreSQL as '$PG_ADMIN_USER' on $PG_HOST:$PG_PORT. Trust auth for 127.0.0.1 is expected
(a line 'host all all 127.0.0.1/32 trust' in pg_hba.conf), or set PGUSER/PGPASSWORD for an admin role."
  existing_dbs="$(psql_admin -c "select datname from pg_database where datname like 'courtage%'")"
  for name in $(wanted_databases); do
    if ! grep -qx "$name" <<<"$existing_roles"; then
      log "creating PostgreSQL role $name"
      psql_admin -c "create role \"$name\" login"
    fi
    if ! grep -qx "$name" <<<"$existing_dbs"; then
      log "creating PostgreSQL database $name"
      psql_admin -c "create database \"$name\" owner \"$name\""
    fi
  done
}

ensure_vhosts() {
  if ! has_cmd rabbitmqctl; then
    log "rabbitmqctl not found: assuming the vhosts ${VHOSTS[*]} exist on the broker"
    return 0
  fi
  local existing perms vhost
  existing="$(rabbitmqctl list_vhosts -q 2>/dev/null)" ||
    die "rabbitmqctl cannot reach the broker (run as root, or as the rabbitmq user)"
  perms="$(rabbitmqctl list_user_permissions guest -q 2>/dev/null || true)"
  for vhost in "${VHOSTS[@]}"; do
    if ! grep -qx "$vhost" <<<"$existing"; then
      log "creating RabbitMQ vhost $vhost"
      rabbitmqctl add_vhost "$vhost" >/dev/null
    fi
    if ! grep -qE "^$vhost[[:space:]]" <<<"$perms"; then
      log "granting guest all permissions on vhost $vhost"
      rabbitmqctl set_permissions -p "$vhost" guest '.*' '.*' '.*' >/dev/null
    fi
  done
}

main() {
  ensure_postgres
  ensure_redis
  ensure_rabbitmq
  ensure_maildev
  ensure_s3
  ensure_databases
  ensure_vhosts
  log "PostgreSQL :$PG_PORT, Redis :$REDIS_PORT, RabbitMQ :$AMQP_PORT, MailDev :$SMTP_PORT/:$MAILDEV_WEB_PORT, S3 :$S3_PORT ready"
}

main "$@"
