#!/usr/bin/env bash
# Times secret masking on base64-like output: `candor shape --no-store` with masking (the default)
# against the same run with --no-redact, side by side in one run, and prints the ratio.
#
#   scripts/bench-redact.sh            # 30 MB
#   scripts/bench-redact.sh 30 150     # 30 MB, then 150 MB
#
# The input is deterministic (pseudo-random bytes from a fixed key, base64 at 76 columns, as a
# mail body or a dumped blob looks), so runs on one machine compare. Each size is run REPS times
# (default 3), alternating the two modes, and the best time of each is kept, since a shared
# machine's load only ever adds time. Build the jar first:
#   mvn -o -q -pl cli -am package -DskipTests
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
jar="${CANDOR_JAR:-$here/cli/target/candor.jar}"
reps="${REPS:-3}"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(30)
[ -f "$jar" ] || { echo "no $jar: build it with mvn -o -q -pl cli -am package -DskipTests" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# "wall cpu": seconds, as decimals, that one shaping of $1 takes with the extra options in $2...
# (cpu is user + system time of the whole JVM, which a loaded machine inflates less than wall time).
run() {
  local input="$1"
  shift
  /usr/bin/time -f "%e %U %S" -o "$work/time.txt" java -jar "$jar" shape --no-store "$@" < "$input" > "$work/out.txt"
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time.txt"
}

min() { if [ -z "$1" ] || [ "$(echo "$2 < $1" | bc -l)" = 1 ]; then echo "$2"; else echo "$1"; fi; }

printf '%-7s %-9s %-11s %-7s %-9s %-11s %-9s %s\n' size masked_s unmasked_s ratio masked_cpu unmasked_cpu cpu_ratio masked_note
for mb in "${sizes[@]}"; do
  input="$work/base64-$mb.txt"
  # 57 bytes of binary become one 76-char base64 line (77 bytes with its newline).
  # (openssl ends on SIGPIPE when head has enough, hence no pipefail here.)
  (set +o pipefail; openssl enc -aes-128-ctr -K 000102030405060708090a0b0c0d0e0f -iv 0 -nosalt -in /dev/zero 2>/dev/null \
    | head -c $((mb * 1000000 * 57 / 77)) | base64 -w 76 > "$input")
  best_m=""
  best_u=""
  cpu_m=""
  cpu_u=""
  for _ in $(seq "$reps"); do
    read -r wall cpu < <(run "$input")
    best_m=$(min "$best_m" "$wall")
    cpu_m=$(min "$cpu_m" "$cpu")
    note=$(grep -o '[0-9]* secrets\? masked[^]]*' "$work/out.txt" | head -1 || true)
    read -r wall cpu < <(run "$input" --no-redact)
    best_u=$(min "$best_u" "$wall")
    cpu_u=$(min "$cpu_u" "$cpu")
  done
  printf '%-7s %-9.2f %-11.2f %-7.2f %-9.2f %-11.2f %-9.2f %s\n' "${mb}MB" "$best_m" "$best_u" \
    "$(echo "$best_m / $best_u" | bc -l)" "$cpu_m" "$cpu_u" "$(echo "$cpu_m / $cpu_u" | bc -l)" "${note:-none}"
done
