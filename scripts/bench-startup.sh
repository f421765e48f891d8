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
#   CANDOR_BIN=/other/checkout/bin/candor scripts/bench-startup.sh          (another build, e.g. before a change)
#   CANDOR_BASELINE=/before/bin/candor scripts/bench-startup.sh   (a second build, interleaved in the
#                                                                  same pairs: before and after in one run)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pairs="${1:-15}"
load0="$(cut -d" " -f1 /proc/loadavg)"
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
candor=("${CANDOR_BIN:-$root/bin/candor}" run "${extra[@]}" -- true)
"${candor[@]}" >/dev/null
"${floor[@]}" >/dev/null
base=()
if [ -n "${CANDOR_BASELINE:-}" ]; then
  base=("$CANDOR_BASELINE" run "${extra[@]}" -- true)
  "${base[@]}" >/dev/null
fi

# One run of "$@" under /usr/bin/time: a line "wall user+sys" in seconds.
sample() {
  /usr/bin/time -f '%e %U %S' -o "$work/t" "$@" >/dev/null 2>&1 || { echo "bench-startup: '$*' failed" >&2; exit 1; }
  awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' "$work/t"
}
: >"$work/floor.t"; : >"$work/candor.t"; : >"$work/base.t"
for _ in $(seq "$pairs"); do
  sample "${floor[@]}" >>"$work/floor.t"
  sample "${candor[@]}" >>"$work/candor.t"
  if [ ${#base[@]} -gt 0 ]; then sample "${base[@]}" >>"$work/base.t"; fi
done
# The median of column $2 of file $1.
median() { awk -v c="$2" '{ print $c }' "$1" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
fw="$(median "$work/floor.t" 1)"; cw="$(median "$work/candor.t" 1)"
fc="$(median "$work/floor.t" 2)"; cc="$(median "$work/candor.t" 2)"
echo "pairs:            $pairs (interleaved), load average at start: $load0"
echo "floor:            java + its own CDS archive, spawns true and waits"
echo "candor:           bin/candor run ${extra[*]} -- true, store and trace on (defaults, in a scratch project)"
echo "floor median:     ${fw} s wall, ${fc} s CPU (user+sys)"
echo "candor median:    ${cw} s wall, ${cc} s CPU (user+sys)"
awk -v f="$fw" -v c="$cw" -v fc="$fc" -v cc="$cc" 'BEGIN { printf "ratio of medians: %.2f wall, %.2f CPU\n", c / f, cc / fc }'
if [ ${#base[@]} -gt 0 ]; then
  bw="$(median "$work/base.t" 1)"; bc="$(median "$work/base.t" 2)"
  echo "baseline:         $CANDOR_BASELINE, in the same pairs"
  echo "baseline median:  ${bw} s wall, ${bc} s CPU (user+sys)"
  awk -v f="$fw" -v c="$bw" -v fc="$fc" -v cc="$bc" 'BEGIN { printf "baseline ratio:   %.2f wall, %.2f CPU\n", c / f, cc / fc }'
fi
