#!/usr/bin/env bash
# CPU seconds per thread of the Candor process during `candor run` of a command that writes a
# large output, for one or more launchers (before and after a change), alternated round by round:
#
#   ROUNDS=3 scripts/bench-run-threads.sh 1G /tmp/before/bin/candor bin/candor
#
# The wall ratio of scripts/bench-run.sh says whether a run keeps up; this says where the CPU went
# (the capture's pipe reads, its hasher, masking and the store's put, the packer, the shaper, the
# JIT compilers), so a change to one stage is measured on that stage. The figures come from
# /proc/PID/task/*/stat, read every 20 ms while the run lasts: a thread's last reading before it
# ends is kept, so a few milliseconds of a thread's end may be missed. Per thread: user and system
# seconds; then the process's total over its threads. Threads under 0.01 s are left out.
set -euo pipefail
size="${1:-1G}"
shift
[ $# -gt 0 ] || set -- bin/candor
launchers=()
for launcher in "$@"; do # each run starts in a directory of its own
  launchers+=("$(realpath "$launcher")")
done
set -- "${launchers[@]}"
rounds="${ROUNDS:-1}"
cmd="yes 'INFO worker 12 processed batch 4711 in 0.0123 s' | head -c $size"
hz="$(getconf CLK_TCK)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for launcher in "$@"; do # bin/candor builds its jar and class-data archive on a first call
  mkdir -p "$work/warm"
  (cd "$work/warm" && CANDOR_HOME="$work/warm" "$launcher" run --no-trace -- true > /dev/null)
  rm -rf "$work/warm"
done
for r in $(seq "$rounds"); do
  for launcher in "$@"; do
    home="$work/home"
    rm -rf "$home"
    mkdir -p "$home"
    (cd "$home" && CANDOR_HOME="$home" exec "$launcher" run --no-trace -- sh -c "$cmd" > /dev/null) &
    runner=$!
    declare -A last=()
    while kill -0 "$runner" 2> /dev/null; do
      # bin/candor ends in `exec java`, so the JVM has the launcher's process id; a launcher
      # that does not exec has the JVM as its child.
      pid="$runner"
      [ "$(cat /proc/"$pid"/comm 2> /dev/null)" = java ] || pid="$(pgrep -P "$runner" -x java -n 2> /dev/null || true)"
      if [ -n "$pid" ]; then
        for task in /proc/"$pid"/task/*; do
          stat="$(cat "$task/stat" 2> /dev/null)" || continue
          name="$(tr ' ' '_' < "$task/comm" 2> /dev/null)" || continue
          # Fields after the command's closing parenthesis: utime is the 12th, stime the 13th.
          read -r -a f <<< "${stat##*) }"
          last["${task##*/} $name"]="${f[11]} ${f[12]}"
        done
      fi
      sleep 0.02
    done
    wait "$runner" || true
    echo "round $r  $launcher"
    for key in "${!last[@]}"; do
      read -r user sys <<< "${last[$key]}"
      printf '  %-28s user %6.2f  sys %6.2f\n' "${key#* }" "$(echo "$user / $hz" | bc -l)" "$(echo "$sys / $hz" | bc -l)"
    done | sort -k3 -rn | awk '$3 + $5 >= 0.01'
    total=0
    for key in "${!last[@]}"; do
      read -r user sys <<< "${last[$key]}"
      total=$((total + user + sys))
    done
    printf '  %-28s %6.2f s\n' "all threads" "$(echo "$total / $hz" | bc -l)"
    unset last
  done
done
