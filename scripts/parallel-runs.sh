#!/usr/bin/env bash
# Many `bin/candor run` at once against one store, as an agent that calls tools in parallel does.
#
# LOOPS loops (default 4) of RUNS calls each (default 10) start together. Each call prints output
# of its own (a line count and text that name the call) and exits with a status of its own. The
# check, per call: no JVM crash (no hs_err file, no crash banner), candor's exit status equals the
# command's, and `candor more HANDLE --raw` gives back exactly the bytes the command printed.
# Repeats ROUNDS times (default 2). Exits non-zero if any call failed any check.
#
#   scripts/parallel-runs.sh [LOOPS] [RUNS] [ROUNDS]
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
loops="${1:-4}"; runs="${2:-10}"; rounds="${3:-2}"
candor="${CANDOR_BIN:-$root/bin/candor}" # CANDOR_BIN: another build, e.g. before a change
work="$(mktemp -d "${TMPDIR:-/tmp}/candor-parallel.XXXXXX")"
trap 'rm -rf "$work"' EXIT
unset CANDOR_STORE CANDOR_TRACE CANDOR_HOME
cd "$work"
"$candor" run -- true >/dev/null || { echo "parallel-runs: a first call failed" >&2; exit 1; } # build, prepare

# What call L.R prints and how it exits: enough lines that the observation is cut and names a handle.
# One stream only: the merge of two streams is in arrival order, which no rerun reproduces.
script() { echo "seq -f 'call-$1-$2 line %g' 1 $((2000 + $1 * 37 + $2)); echo 'error: call $1-$2 says so'; exit $((($1 * 10 + $2) % 7))"; }

one() { # loop, run: run it, then check it; prints one line of findings when something is wrong
  local l="$1" r="$2" d="$work/out/$1-$2" s
  mkdir -p "$d"
  s="$(script "$l" "$r")"
  (cd "$work" && "$candor" run -- sh -c "$s" >"$d/observation" 2>"$d/stderr"); echo $? >"$d/status"
}
total=0; bad=0
for round in $(seq "$rounds"); do
  rm -rf "$work/out"; mkdir -p "$work/out"
  for l in $(seq "$loops"); do
    ( for r in $(seq "$runs"); do one "$l" "$r"; done ) &
  done
  wait
  crashes=0; statuses=0; bytes=0
  for l in $(seq "$loops"); do
    for r in $(seq "$runs"); do
      d="$work/out/$l-$r"; total=$((total + 1))
      want=$((($l * 10 + $r) % 7)); got="$(cat "$d/status")"
      if grep -q 'A fatal error has been detected by the Java Runtime' "$d/observation" "$d/stderr"; then
        crashes=$((crashes + 1)); echo "round $round call $l-$r: the JVM crashed" >&2
      fi
      [ "$got" = "$want" ] || { statuses=$((statuses + 1)); echo "round $round call $l-$r: exit $got, want $want" >&2; }
      h="$(grep -o 'candor more cnd_[a-z0-9]*' "$d/observation" | head -1 | cut -d' ' -f3)"
      sh -c "$(script "$l" "$r")" >"$d/want" 2>&1
      if [ -z "$h" ] || ! "$candor" more "$h" --raw >"$d/got" 2>/dev/null || ! cmp -s "$d/want" "$d/got"; then
        bytes=$((bytes + 1)); echo "round $round call $l-$r: the handle '${h}' does not give back the command's bytes" >&2
      fi
    done
  done
  hs="$(find "$work" -maxdepth 1 -name 'hs_err_pid*.log' | wc -l)"
  echo "round $round: $((loops * runs)) calls ($loops x $runs at once): $crashes crashes, $hs hs_err files, $statuses wrong exit statuses, $bytes wrong handles"
  bad=$((bad + crashes + hs + statuses + bytes))
done
echo "total: $total calls, $bad failures"
[ "$bad" = 0 ]
