#!/usr/bin/env bash
# Times `candor run` on a command that writes a large output against the same command into a
# file, side by side in one run, for one or more launchers (before and after a change):
#
#   scripts/bench-run.sh 1G /work/s5-before/bin/candor bin/candor
#
# Each round writes the output into a file, then runs it through each launcher in turn (a fresh
# store each), then into a file again; a launcher's ratio is its time over the mean of the two
# file writes around it, so a shared machine's load drifts into both. Printed per run: wall
# seconds, CPU seconds (user + system, candor and the command), peak RSS, and whether the stored
# bytes' SHA-256 (read back with `candor more --raw`) equals the command's. The CPU ratio is the
# run's CPU over the mean CPU of the two file writes: load stretches wall time far more than CPU
# time, so on a shared machine it is the steadier of the two. The load average ends each line.
#
# Each launcher first runs one small command, untimed: bin/candor builds its jar and class-data
# archive on a checkout's first call (or after the sources change), a one-time cost that would
# otherwise land in the first round of whichever launcher is new.
set -euo pipefail
size="${1:-1G}"
shift
[ $# -gt 0 ] || set -- bin/candor
rounds="${ROUNDS:-1}"
cmd="yes 'INFO worker 12 processed batch 4711 in 0.0123 s' | head -c $size"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
want="$(sh -c "$cmd" | sha256sum | cut -d' ' -f1)"
file() { # prints "wall cpu"
  /usr/bin/time -f "%e %U %S" -o "$work/t" sh -c "$cmd > $work/out.bin"
  rm -f "$work/out.bin"
  read -r w u s < "$work/t"
  echo "$w $(echo "$u + $s" | bc -l)"
}
for launcher in "$@"; do
  mkdir -p "$work/warm"
  (cd "$work/warm" && CANDOR_HOME="$work/warm" "$launcher" run --no-trace -- true > /dev/null)
  rm -rf "$work/warm"
done
printf '%-5s %-40s %8s %8s %6s %9s %9s %9s %9s %s\n' round launcher file_s run_s ratio file_cpu run_cpu cpu_ratio rss_MB sha_ok
for r in $(seq "$rounds"); do
  read -r f1 c1 <<< "$(file)"
  for launcher in "$@"; do
    home="$work/home"
    rm -rf "$home"
    mkdir -p "$home"
    (cd "$home" && CANDOR_HOME="$home" /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$launcher" run --no-trace -- sh -c "$cmd" > "$work/obs")
    read -r wall user sys rss < "$work/t"
    read -r f2 c2 <<< "$(file)"
    handle="$(grep -o 'candor more cnd_[a-z0-9]*' "$work/obs" | head -1 | cut -d' ' -f3)"
    got="$(cd "$home" && CANDOR_HOME="$home" "$launcher" more --raw "$handle" | sha256sum | cut -d' ' -f1)"
    ratio="$(echo "$wall / (($f1 + $f2) / 2)" | bc -l)"
    cpu="$(echo "$user + $sys" | bc -l)"
    fcpu="$(echo "($c1 + $c2) / 2" | bc -l)"
    printf '%-5s %-40s %8.2f %8.2f %6.2f %9.2f %9.2f %9.2f %9d %s  load %s\n' "$r" "$launcher" "$(echo "($f1 + $f2) / 2" | bc -l)" "$wall" \
      "$ratio" "$fcpu" "$cpu" "$(echo "$cpu / $fcpu" | bc -l)" "$((rss / 1024))" \
      "$([ "$got" = "$want" ] && echo yes || echo "NO ($got)")" "$(cut -d' ' -f1-3 /proc/loadavg)"
    f1="$f2"
    c1="$c2"
  done
done
