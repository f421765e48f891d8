#!/usr/bin/env bash
# Runs 200+ real commands through `candor run` (builds, compilers, tests, greps, git log, file
# reads, failing and passing), then lints and audits the trace. Usage: scripts/trace-200.sh [OUT_DIR]
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/target/trace-200}"
mkdir -p "$out"
trace="$out/trace.jsonl"
rm -f "$trace"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
candor() { "$root/bin/candor" "$@"; }
run() { candor run --trace "$trace" --budget "${BUDGET:-4000}" "$@" >/dev/null 2>&1; n=$((n+1)); }
n=0

# Sources to build: C files that compile, and some that do not.
for i in $(seq 1 15); do
  printf '#include <stdio.h>\nint main(void){ printf("unit %d\\n"); return 0; }\n' "$i" > "$work/ok$i.c"
  printf '#include <stdio.h>\nint main(void){ int x = ; return y; }\n' > "$work/bad$i.c"
  printf 'def f(n):\n    return 10 / (n - %d)\nfor k in range(200): print("row", k, f(k))\n' "$i" > "$work/div$i.py"
done
git -C "$root" log -1 >/dev/null 2>&1 && repo="$root" || repo=""

for i in $(seq 1 15); do
  run --cwd "$work" -- gcc -Wall -c "ok$i.c" -o "ok$i.o"
  run --cwd "$work" -- gcc -Wall -c "bad$i.c" -o "bad$i.o"
  run --cwd "$work" -- python3 "div$i.py"
  run -- grep -rn "define" /usr/include/stdio.h
  run -- grep -rn "struct" /usr/include/linux --include=*.h
  run -- find /usr/share/doc -maxdepth 2 -name "*.gz"
  run -- ls -la /usr/bin
  run -- seq 1 $((i * 20000))
  run -- sh -c "seq 1 $((i * 1000)); echo 'error: step $i failed' >&2; exit $((i % 3))"
  run --timeout 1s -- sleep 5
  run -- cat /usr/include/stdlib.h
  run -- java -version
  run -- node -e "for (let k=0;k<$((i*300));k++) console.log('line', k); if ($i % 2) throw new TypeError('bad value $i')"
  [ -n "$repo" ] && run --cwd "$repo" -- git log --stat
  run -- no-such-command-$i
done
echo "ran $n commands into $trace"
echo "--- candor lint"
candor lint "$trace" | tail -5
echo "--- candor audit"
candor audit "$trace" --html "$out/audit.html" || true
