# Shared steps of start.sh, test.sh and bench.sh. Source it; it sets ROOT and PATH.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
STAMPS="$ROOT/var/stamps"

say() { printf '[%s] %s\n' "${STEP_NAME:-courtage}" "$*"; }
die() {
  printf '[%s] ERROR: %s\n' "${STEP_NAME:-courtage}" "$*" >&2
  exit 1
}

# npm ci in <dir> when its node_modules is missing or older than its package-lock.json.
install_if_stale() {
  local dir="$1" marker="$1/node_modules/.package-lock.json"
  [ -f "$dir/package-lock.json" ] || return 0
  if [ ! -f "$marker" ] || [ "$dir/package-lock.json" -nt "$marker" ]; then
    say "installing dependencies in ${dir#"$ROOT"/} (npm ci)"
    (cd "$dir" && npm ci --no-audit --no-fund) || die "npm ci failed in $dir"
  fi
}

# Node 24 (the root devDependency `node`) first on PATH for everything that follows.
use_project_node() {
  export PATH="$ROOT/node_modules/.bin:$PATH"
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$major" -ge 22 ] || die "node $major on PATH after npm ci; expected the devDependency node 24"
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

build_cms_if_stale() {
  [ -f "$ROOT/cms/package.json" ] || return 0
  local stamp="$STAMPS/cms"
  if ! sources_changed "$stamp" "$ROOT/cms/src" "$ROOT/cms/config" "$ROOT/cms/database" "$ROOT/cms/package.json" \
    "$ROOT/cms/package-lock.json" "$ROOT/cms/tsconfig.json"; then
    say 'CMS admin build is up to date'
    return 0
  fi
  say 'building the CMS admin panel (strapi build, about a minute)'
  mkdir -p "$STAMPS"
  touch "$stamp.next"
  (cd "$ROOT" && npm run build --prefix cms) || die 'CMS build failed'
  mv "$stamp.next" "$stamp"
}

# Playwright drives Debian's Chromium (it cannot download its own browsers here).
ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    die 'Chromium is missing. Run: sudo apt-get update && sudo apt-get install -y chromium'
  fi
  say 'installing Debian chromium (one time)'
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null || die 'apt-get install chromium failed'
}
