#!/usr/bin/env bash
# `npm test`: type check, lint, unit tests, API integration tests (supabase-js against the
# real backend, on PGlite and on PostgreSQL) and end-to-end tests in headless Chromium.
# It installs what it needs and lacks (Debian's chromium and haproxy, a PostgreSQL server) and says so;
# it never skips a suite silently.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo -n "$@"; else return 1; fi; }
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@"
}

# --- what the suites need -------------------------------------------------------------
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  step "Installing Debian's chromium for the end-to-end tests (not found at $CHROMIUM_PATH)"
  apt_install chromium || { echo "Could not install chromium; the end-to-end tests need it." >&2; exit 1; }
fi
export CHROMIUM_PATH

# The multi-instance test (e2e/tests/multi-instance.spec.ts) puts two servers behind haproxy.
if ! command -v haproxy >/dev/null && [ ! -x /usr/sbin/haproxy ]; then
  step "Installing Debian's haproxy for the multi-instance test (not found)"
  apt_install haproxy || { echo "Could not install haproxy; the multi-instance test needs it." >&2; exit 1; }
fi

# The Compose renderer (packages/compose-renderer) builds with Maven and draws text with
# fontconfig's fonts: Roboto (Android's default face) and Inter (the face designs name most).
if ! command -v mvn >/dev/null; then
  step "Installing Debian's maven for the Compose renderer (not found)"
  apt_install maven || { echo "Could not install maven; the Compose renderer is built with it." >&2; exit 1; }
fi
missing_fonts=()
fc-list ':family=Roboto' 2>/dev/null | grep -q . || missing_fonts+=(fonts-roboto-unhinted)
fc-list ':family=Inter' 2>/dev/null | grep -q . || missing_fonts+=(fonts-inter)
if [ "${#missing_fonts[@]}" -gt 0 ]; then
  step "Installing Debian's ${missing_fonts[*]} for the Compose renders (not found)"
  apt_install "${missing_fonts[@]}" || { echo "Could not install ${missing_fonts[*]}; the golden renders are drawn with them." >&2; exit 1; }
fi

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null && psql "postgres://postgres@127.0.0.1:5432/test" -qtAc 'select 1' >/dev/null 2>&1; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
  else
    step "No PostgreSQL server answers on 127.0.0.1:5432: installing and starting Debian's postgresql"
    command -v pg_ctlcluster >/dev/null || apt_install postgresql
    cluster_version=$(ls /etc/postgresql | sort -V | tail -n 1)
    as_root pg_ctlcluster --skip-systemctl-redirect "$cluster_version" main start || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
    # A password for TCP connections, and a database for the suites to create theirs from.
    as_root su postgres -c "psql -qc \"alter user postgres password 'postgres'\"" >/dev/null
    as_root su postgres -c "psql -qtAc \"select 1 from pg_database where datname='test'\"" | grep -q 1 \
      || as_root su postgres -c "createdb test"
    export TEST_DATABASE_URL="postgres://postgres:postgres@127.0.0.1:5432/test"
  fi
fi
echo "PostgreSQL for the integration suites: ${TEST_DATABASE_URL%%@*}@…"

# --- static checks ------------------------------------------------------------------------
step "Type check (every workspace, tests included)"
npm run typecheck --workspaces --if-present

step "Lint"
npx eslint . --max-warnings=0

# --- unit and integration -------------------------------------------------------------------
step "Unit tests: packages/shared"
npm test -w @app/shared

step "Unit tests: packages/plugin-client"
npm test -w @app/plugin-client

step "Unit tests: apps/web"
npm test -w @app/web

step "Compose renderer: Maven build (Compose Multiplatform desktop, skiko and the Kotlin compiler from Maven Central, cached in ~/.m2)"
npm run build:jvm -w @app/compose-renderer

step "Compose renderer: compile, render and score hand-written tagged Kotlin (npm run fidelity)"
npm test -w @app/compose-renderer

step "Unit tests: apps/figma-plugin (messages, main thread, zip, the zip's Kotlin compiled against the real Compose)"
npm test -w @app/figma-plugin

if [ -d packages/codegen ]; then
  step "Code generator: unit, golden, property tests; every golden compiled against the real Compose, rendered and scored"
  npm test -w @app/codegen
  step "Code generator: goldens are up to date"
  npm run golden:check
fi

step "Backend: integration tests with supabase-js on PGlite and PostgreSQL"
npm test -w @app/backend

# --- end to end --------------------------------------------------------------------------------
step "Build the web app"
npm run build -w @app/web

step "Build the Figma plugin"
npm run build -w @app/figma-plugin

step "End-to-end tests in headless Chromium"
npm test -w @app/e2e
