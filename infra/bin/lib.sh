# Shared steps of start.sh, test.sh and bench.sh. Source it; it sets ROOT and PATH.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
STAMPS="$ROOT/var/stamps"

say() { printf '[%s] %s\n' "${STEP_NAME:-courtage}" "$*"; }
die() {
  printf '[%s] ERROR: %s\n' "${STEP_NAME:-courtage}" "$*" >&2
  exit 1
}

# Installs <dir>'s dependencies when its node_modules is missing or older than its lock.
# `npm install` with the committed lock, not `npm ci`: the locks lack other platforms' optional
# binaries (@biomejs/cli-darwin-*, @turbo/windows-*, @swc/core-*: the registry here does not
# serve them), so `npm ci` refuses them as out of sync; `npm install` installs the locked tree.
install_if_stale() {
  local dir="$1" marker="$1/node_modules/.package-lock.json"
  [ -f "$dir/package-lock.json" ] || return 0
  if [ ! -f "$marker" ] || [ "$dir/package-lock.json" -nt "$marker" ]; then
    say "installing dependencies in ${dir#"$ROOT"}/ (npm install)"
    (cd "$dir" && npm install --no-audit --no-fund) || die "npm install failed in $dir"
  fi
}

# Node 24 (the root devDependency `node`) first on PATH for everything that follows.
use_project_node() {
  export PATH="$ROOT/node_modules/.bin:$PATH"
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$major" -ge 22 ] || die "node $major on PATH after npm install; expected the devDependency node 24"
}

ensure_dependencies() {
  install_if_stale "$ROOT"
  install_if_stale "$ROOT/cms"
  use_project_node
}

# True when a path under the given sources is newer than the stamp (or there is no stamp).
sources_changed() {
  local stamp="$1"
  shift
  [ -f "$stamp" ] || return 0
  local existing=()
  local p
  for p in "$@"; do [ -e "$p" ] && existing+=("$p"); done
  [ "${#existing[@]}" -gt 0 ] || return 1
  [ -n "$(find "${existing[@]}" -path '*/node_modules' -prune -o -newer "$stamp" -print -quit)" ]
}

build_site_if_stale() {
  local stamp="$STAMPS/site"
  if [ -f "$ROOT/sites/web/dist/server/entry.mjs" ] && ! sources_changed "$stamp" \
    "$ROOT/sites/web/src" "$ROOT/sites/web/public" "$ROOT/sites/web/astro.config.ts" \
    "$ROOT/sites/web/package.json" "$ROOT/services/contracts/src" "$ROOT/package-lock.json"; then
    say 'site build is up to date'
    return 0
  fi
  say 'building the site (astro build)'
  mkdir -p "$STAMPS"
  touch "$stamp.next"
  (cd "$ROOT" && npm run build -w @courtage/web) || die 'site build failed'
  mv "$stamp.next" "$stamp"
}

CMS_SOURCES=(cms/src cms/config cms/database cms/package.json cms/package-lock.json cms/tsconfig.json)

# build_cms_if_stale admin|server: `admin` is `strapi build` (server + admin panel, ~40 s) for
# npm start; `server` only compiles the TypeScript (~2 s), enough with CMS_SERVE_ADMIN=false.
build_cms_if_stale() {
  local mode="$1"
  [ -f "$ROOT/cms/package.json" ] || return 0
  # Strapi refuses to start without its upload folder, which git does not keep (gitignored).
  mkdir -p "$ROOT/cms/public/uploads"
  local sources=() path
  for path in "${CMS_SOURCES[@]}"; do sources+=("$ROOT/$path"); done
  if ! sources_changed "$STAMPS/cms-admin" "${sources[@]}"; then
    say 'CMS build is up to date'
    return 0
  fi
  if [ "$mode" = server ] && ! sources_changed "$STAMPS/cms-server" "${sources[@]}"; then
    say 'CMS server build is up to date'
    return 0
  fi
  mkdir -p "$STAMPS"
  touch "$STAMPS/cms.next"
  if [ "$mode" = admin ]; then
    say 'building the CMS with its admin panel (strapi build, under a minute)'
    (cd "$ROOT" && npm run build --prefix cms) || die 'CMS build failed'
    cp "$STAMPS/cms.next" "$STAMPS/cms-admin"
  else
    say 'compiling the CMS server (tsc)'
    (cd "$ROOT" && npm run build:server --prefix cms) || die 'CMS server build failed'
  fi
  mv "$STAMPS/cms.next" "$STAMPS/cms-server"
}

# Playwright drives Debian's Chromium (it cannot download its own browsers here).
# With its French resources (chromium-l10n): without them Debian's Chromium shows every page's
# native fields in English (mm/dd/yyyy, "Choose File") whatever the language asked for.
ensure_chromium() {
  [ -x /usr/bin/chromium ] && [ -f /usr/lib/chromium/locales/fr.pak ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    die 'Chromium or its French resources are missing. Run: sudo apt-get update && sudo apt-get install -y chromium chromium-l10n'
  fi
  say 'installing Debian chromium and chromium-l10n (one time)'
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium chromium-l10n >/dev/null ||
    die 'apt-get install chromium chromium-l10n failed'
}

# The cluster profile's load balancer: Debian's HAProxy, installed like Chromium when missing.
ensure_haproxy() {
  command -v haproxy >/dev/null 2>&1 && return 0
  if [ "$(id -u)" -ne 0 ]; then
    die 'HAProxy is missing (cluster profile). Run: sudo apt-get update && sudo apt-get install -y haproxy'
  fi
  say 'installing Debian haproxy (one time)'
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq haproxy >/dev/null || die 'apt-get install haproxy failed'
}

# `npm test`: where the docker client is present without its compose plugin (no Docker engine
# here), Debian's docker-compose validates docker-compose.yml (`config`, which needs no engine).
# Only as root and best effort: without it, infra/test/docker-files.test.ts says what it checked.
ensure_compose_checker() {
  command -v docker >/dev/null 2>&1 || return 0
  command -v docker-compose >/dev/null 2>&1 && return 0
  docker compose version >/dev/null 2>&1 && return 0
  [ "$(id -u)" -eq 0 ] || return 0
  say 'installing Debian docker-compose to validate docker-compose.yml (one time)'
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq docker-compose >/dev/null || say 'apt-get install docker-compose failed'
}

# `npm start` (unless --without-monitoring): Debian's Prometheus, installed like Chromium when missing.
ensure_prometheus() {
  command -v prometheus >/dev/null 2>&1 && return 0
  if [ "$(id -u)" -ne 0 ]; then
    die 'Prometheus is missing (npm start runs it; --without-monitoring leaves it out). Run: sudo apt-get update && sudo apt-get install -y prometheus'
  fi
  say 'installing Debian prometheus (one time)'
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq prometheus >/dev/null || die 'apt-get install prometheus failed'
}
