#!/usr/bin/env bash
# Start-up of a small call against the JVM floor, measured side by side in one run.
#
# The floor is a Java 17 program that spawns `true` and waits, run with its own class-data-sharing
# archive: what any JVM-based wrapper pays at the least. Candor is `bin/candor run -- true` with the
# store and the trace on (what a user gets), in a scratch directory. Pairs are interleaved so that
# load on the machine hits both alike. Prints both medians and the ratio of medians.
#
#   scripts/bench-startup.sh [PAIRS]        (default 15)
#   CANDOR_BENCH_ARGS="--no-store --no-trace" scripts/bench-startup.sh   (other flags for candor run)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pairs="${1:-15}"
work="$(mktemp -d "${TMPDIR:-/tmp}/candor-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The floor program, compiled and given a CDS archive of its own once per run of this script.
mkdir -p "$work/floor"
cat >"$work/floor/Floor.java" <<'JAVA'
public final class Floor {
  public static void main(String[] args) throws Exception {
    Process p = new ProcessBuilder("true").inheritIO().start();
    System.exit(p.waitFor());
  }
}
JAVA
mkdir -p "$work/floor/classes"
javac -d "$work/floor/classes" "$work/floor/Floor.java"
jar --create --file "$work/floor/floor.jar" -C "$work/floor/classes" .   # CDS takes jars, not folders
java -XX:ArchiveClassesAtExit="$work/floor/floor.jsa" -cp "$work/floor/floor.jar" Floor >/dev/null 2>&1
floor=(java -XX:SharedArchiveFile="$work/floor/floor.jsa" -Xlog:cds=off -cp "$work/floor/floor.jar" Floor)

# Candor: one warm-up call builds the jar (if stale), unpacks the native library and makes the
# CDS archive, so the pairs measure calls, not the first-run preparation.
mkdir -p "$work/proj"
cd "$work/proj"
unset CANDOR_STORE CANDOR_TRACE CANDOR_HOME  # the defaults: .candor/store.db and .candor/trace.jsonl here
# shellcheck disable=SC2206
extra=(${CANDOR_BENCH_ARGS:-})
candor=("$root/bin/candor" run "${extra[@]}" -- true)
"${candor[@]}" >/dev/null
"${floor[@]}" >/dev/null

# Seconds of wall time for one run of "$@", from bash's own clock (no fork of date per sample).
elapsed() {
  local t0 t1
  t0=$EPOCHREALTIME
  "$@" >/dev/null 2>&1 || { echo "bench-startup: '$*' failed" >&2; exit 1; }
  t1=$EPOCHREALTIME
  echo "$t0 $t1" | awk '{ printf "%.4f\n", $2 - $1 }'
}
: >"$work/floor.t"; : >"$work/candor.t"
for _ in $(seq "$pairs"); do
  elapsed "${floor[@]}" >>"$work/floor.t"
  elapsed "${candor[@]}" >>"$work/candor.t"
done
median() { sort -n "$1" | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
f="$(median "$work/floor.t")"; c="$(median "$work/candor.t")"
echo "pairs:          $pairs (interleaved)"
echo "floor median:   ${f} s   (java + own CDS archive, spawns true)"
echo "candor median:  ${c} s   (bin/candor run ${extra[*]} -- true, store and trace ${extra[*]:+per the flags, }in $work/proj)"
awk -v f="$f" -v c="$c" 'BEGIN { printf "ratio:          %.2f\n", c / f }'
