# The service under node --max-old-space-size=48, driven by a client that mixes health checks,
# order look-ups, some unknown paths and report queries with a date range that differs each time;
# the report cache fills the heap and V8 aborts (FATAL ERROR ... JavaScript heap out of memory).
# The service writes to node.log (both streams, in order), printed at the end, so that the shell's
# own notice of the aborted job stays out of the output.
local port srv i rc=0
port=$(free_port)
PORT=$port node --max-old-space-size=48 server.js >node.log 2>&1 &
srv=$!
for i in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$port/health" && break; sleep 0.1; done
{
for i in $(seq 1 3000); do
  kill -0 "$srv" 2>/dev/null || break
  case $((i % 5)) in
    0) curl -s -o /dev/null "http://127.0.0.1:$port/report?from=2026-01-01&to=2026-02-$((i % 28 + 1))&page=$i" ;;
    1) curl -s -o /dev/null "http://127.0.0.1:$port/health" ;;
    4) if (( i % 45 == 4 )); then curl -s -o /dev/null "http://127.0.0.1:$port/v1/orders/$i"; else curl -s -o /dev/null "http://127.0.0.1:$port/orders/o-$((i * 31 % 9973))"; fi ;;
    *) curl -s -o /dev/null "http://127.0.0.1:$port/orders/o-$((i * 17 % 9973))" ;;
  esac
done
kill "$srv" 2>/dev/null || true
wait "$srv" || rc=$?
} 2>/dev/null
cat node.log
return $rc
