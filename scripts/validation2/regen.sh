#!/usr/bin/env bash
# Regenerate the second held-out validation corpus (fixtures/validation2/<id>/{output,case.json})
# by running the real tools again in a fresh temp dir.
#
#   scripts/validation2/regen.sh              # every case
#   scripts/validation2/regen.sh ID [ID...]   # only these cases
#   KEEP_WORK=1 scripts/validation2/regen.sh  # keep the temp dir for inspection
#
# The cases are one table (cases.sh: id, tool, setup folder, command, description) and one
# function that runs a row; each setup folder under setups/ holds the case's files/, its
# setup.sh (sourced in the case's work dir before the command) and, for servers and commands
# that need a process found at run time, its run.sh (sourced as the runner). record() rewrites
# output, command, exit_code, description, tool and items; evidence is kept as it is.
set -euo pipefail

export LANG=C.UTF-8 LC_ALL=C.UTF-8 TZ=UTC
export PYTHONUNBUFFERED=1
unset NO_COLOR FORCE_COLOR CLICOLOR_FORCE GREP_COLOR GREP_COLORS CARGO_TERM_COLOR MAVEN_OPTS RUST_BACKTRACE 2>/dev/null || true
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/fixtures/validation2"
WORK="$(mktemp -d /tmp/candor-validation2.XXXXXX)"
cleanup() {
  if [[ "${KEEP_WORK:-0}" == 1 ]]; then echo "work dir kept: $WORK" >&2; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
mkdir -p "$OUT"

source "$ROOT/scripts/lib/record.sh"
source "$ROOT/scripts/validation2/cases.sh"
v2_all
