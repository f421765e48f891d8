# redis-server 7 on a free port (no persistence) holding an order-events stream: 3 consumer
# groups (billing, shipping, analytics) read it; each consumer acknowledges what it reads except
# shipping's consumer ship-worker-2, which read 40 entries and died without acknowledging them.
# The agent asks for the stream's full state as JSON (RESP3): XINFO STREAM orders:events FULL.
local port srv i rc=0 c
port=$(free_port)
redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --daemonize no --loglevel warning >/dev/null 2>&1 &
srv=$!
for i in $(seq 1 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.2; done
{
  for i in $(seq 1 300); do echo "XADD orders:events 1733100000000-$i order_id $((70000 + i)) type $([ $((i % 4)) = 0 ] && echo refunded || echo paid) cents $((i * 379 % 90000))"; done
  for g in billing shipping analytics; do echo "XGROUP CREATE orders:events $g 0"; done
} | redis-cli -p "$port" >/dev/null
k10b_consume() { # group consumer count ack
  local ids
  ids=$(redis-cli -p "$port" --no-raw XREADGROUP GROUP "$1" "$2" COUNT "$3" STREAMS orders:events '>' | grep -oE '1733100000000-[0-9]+' | sort -u)
  if [[ $4 == ack && -n "$ids" ]]; then redis-cli -p "$port" XACK orders:events "$1" $ids >/dev/null; fi
}
for c in 1 2 3; do k10b_consume billing "bill-worker-$c" 30 ack; done
k10b_consume shipping ship-worker-1 25 ack
k10b_consume shipping ship-worker-2 40 noack
k10b_consume shipping ship-worker-3 25 ack
k10b_consume analytics analytics-1 100 ack
redis-cli -p "$port" --json XINFO STREAM orders:events FULL COUNT 300 || rc=$?
redis-cli -p "$port" shutdown nosave >/dev/null 2>&1 || kill "$srv"
wait "$srv" 2>/dev/null || true
return $rc
