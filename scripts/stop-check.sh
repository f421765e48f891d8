#!/usr/bin/env bash
# What `candor run` leaves behind when it is stopped during a large run: SIGTERM, SIGINT, kill -9.
#
# Each case starts `bin/candor run` on a command that writes SIZE_MB (default 150) of output and
# then sleeps, with a temp directory of its own (java.io.tmpdir) so every file it makes is seen.
# Once the spool holds a third of the output, the signal goes to candor's JVM. Then: candor's exit
# status, the files left in the temp directory, and whether any process of the command still runs.
# For kill -9 the next `candor run` must sweep what the killed one left.
#
#   scripts/stop-check.sh [SIZE_MB]        CASES="TERM INT KILL STORE" picks the cases
set -uo pipefail
set -m # background jobs keep SIGINT (a non-interactive shell would make them ignore it)
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
size_mb="${1:-150}"
work="$(mktemp -d "${TMPDIR:-/tmp}/candor-stop.XXXXXX")"
trap 'rm -rf "$work"' EXIT
candor="$root/bin/candor"
"$candor" run --no-store --no-trace -- true >/dev/null # build and prepare outside the measurement
marker="$$$RANDOM" # a sleep argument no other process has
bad=0
cases="${CASES:-TERM INT KILL STORE}"
for sig in $cases; do
  [ "$sig" = STORE ] && continue
  tmp="$work/tmp-$sig"; mkdir -p "$tmp"
  export CANDOR_JAVA_OPTS="-Djava.io.tmpdir=$tmp"
  (cd "$work" && exec "$candor" run --no-trace -- sh -c "yes 0123456789abcdefghijklmnopqrstuvwxyz | head -c ${size_mb}000000; sleep 3$marker") \
    >"$work/out-$sig" 2>"$work/err-$sig" &
  pid=$!
  for _ in $(seq 600); do # up to a minute for a third of the output to arrive
    have="$(find "$tmp" -type f -name 'run-*.out' -printf '%s\n' 2>/dev/null | sort -n | tail -1)"
    [ "${have:-0}" -ge $((size_mb * 1000000 / 3)) ] && break
    sleep 0.1
  done
  during="$(find "$tmp" -mindepth 1 | wc -l)"
  perms="$(find "$tmp" -mindepth 1 -printf '%m %P\n' | sort | tr '\n' ' ')"
  kill -s "$sig" "$pid"
  wait "$pid"; status=$?
  sleep 1.5 # kill -9: the wrapper notices its parent is gone within a second
  left="$(find "$tmp" -mindepth 1 | wc -l)"
  alive="$(pgrep -f "sleep 3$marker" | wc -l)"
  line="SIG$sig: candor exit $status; during the run $during temp entries ($perms); after: $left left, $alive command processes alive"
  if [ "$sig" = KILL ]; then
    (cd "$work" && "$candor" run --no-store --no-trace -- true >/dev/null)
    swept="$(find "$tmp" -mindepth 1 | wc -l)"
    line="$line; after the next run's sweep: $swept left"
    [ "$swept" = 0 ] || bad=$((bad + 1))
  else
    [ "$left" = 0 ] || bad=$((bad + 1))
    line="$line; stderr: $(tr '\n' ' ' <"$work/err-$sig")"
  fi
  [ "$alive" = 0 ] || { bad=$((bad + 1)); pkill -f "sleep 3$marker"; }
  echo "$line"
done
# kill -9 while the store writes: 20 MB that do not compress (base64 of random bytes), so the
# store stages them in a spool file of its own; the signal goes once that file appears.
case " $cases " in *" STORE "*) ;; *) echo "problems: $bad"; [ "$bad" = 0 ]; exit ;; esac
tmp="$work/tmp-store"; mkdir -p "$tmp"
export CANDOR_JAVA_OPTS="-Djava.io.tmpdir=$tmp"
(cd "$work" && exec "$candor" run --no-trace --store "sqlite:$work/store.db" -- sh -c \
    "head -c 15000000 /dev/urandom | base64 -w 100") >/dev/null 2>&1 &
pid=$!
seen=0
for _ in $(seq 1200); do
  if [ -n "$(find "$tmp" -maxdepth 1 -name 'candor-spool-*' 2>/dev/null)" ]; then seen=1; break; fi
  sleep 0.05
done
kill -KILL "$pid"; wait "$pid" 2>/dev/null
left="$(find "$tmp" -mindepth 1 | wc -l)"
(cd "$work" && "$candor" run --no-trace --store "sqlite:$work/store.db" -- true >/dev/null)
swept="$(find "$tmp" -mindepth 1 | wc -l)"
echo "SIGKILL during the store's write (store spool seen: $seen): $left temp entries left; after the next run's sweep: $swept left"
[ "$swept" = 0 ] || bad=$((bad + 1))
echo "problems: $bad"
[ "$bad" = 0 ]
