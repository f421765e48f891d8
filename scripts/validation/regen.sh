#!/usr/bin/env bash
# Regenerate the Candor VALIDATION corpus (fixtures/validation/<id>/{output,case.json})
# by running the real tools again in a fresh temp dir. Held out: never tune on it.
#
#   scripts/validation/regen.sh              # every case
#   scripts/validation/regen.sh ID [ID...]   # only these cases
#   KEEP_WORK=1 scripts/validation/regen.sh  # keep the temp dir for inspection
#
# Needs (Debian 12 packages): golang-go ruby ruby-rspec shellcheck pylint flake8
# mypy ltrace redis-server nginx-light php-cli lua5.4 python3-pytest fail2ban valgrind gdb
# strace cmake sqlite3 jq rsync curl; plus gcc, make, javac, cargo + clippy, perl/prove,
# node + npm (npm registry), PostgreSQL (initdb/pg_ctl/postgres on PATH, psql), git.
# Local servers bind 127.0.0.1 or a Unix socket only.
#
# For each case this rewrites `output` (stdout+stderr merged, raw bytes) and, in
# case.json, `command`, `exit_code`, `description`, `tool` and `items`. `evidence`
# is kept as it is: it was written by hand from the raw output before that output
# was ever shaped, and is never changed to suit a shaper.
set -euo pipefail

export LANG=C.UTF-8 LC_ALL=C.UTF-8 TZ=UTC
export PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1
unset NO_COLOR FORCE_COLOR CLICOLOR_FORCE GREP_COLOR GREP_COLORS CARGO_TERM_COLOR RUST_BACKTRACE 2>/dev/null || true
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export GIT_AUTHOR_NAME="Dana Reyes" GIT_AUTHOR_EMAIL=dana@example.org
export GIT_COMMITTER_NAME="Dana Reyes" GIT_COMMITTER_EMAIL=dana@example.org
export npm_config_update_notifier=false npm_config_fund=false
export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local GO111MODULE=on

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/scripts/validation"
VAL="$ROOT/fixtures/validation"
WORK="$(mktemp -d /tmp/candor-validation.XXXXXX)"
PIDS=()
cleanup() {
  local p
  for p in "${PIDS[@]:-}"; do [[ -n "$p" ]] && kill "$p" 2>/dev/null || true; done
  if [[ "${KEEP_WORK:-0}" == 1 ]]; then echo "work dir kept: $WORK" >&2; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
mkdir -p "$VAL"

OUT="$VAL"
# want ID and record ID TOOL DIR DESCRIPTION COMMAND [RUNNER]: see the library.
source "$ROOT/scripts/lib/record.sh"

CASES=()
for f in "$HERE"/cases-*.sh; do
  # shellcheck source=/dev/null
  source "$f"
done
for c in "${CASES[@]}"; do "$c"; done
