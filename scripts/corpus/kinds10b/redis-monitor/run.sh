# redis-server 7 on a free port (no persistence); the agent watches `redis-cli monitor` while the
# shop's cart service (redis-cli --pipe style sessions) sets, reads and expires ~2,000 cart and
# session keys, and a maintenance script connected as another client issues one FLUSHDB in the
# middle (after which the carts' GETs come back empty). The monitor is stopped after the load.
local port srv mon i rc=0
port=$(free_port)
redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --daemonize no --loglevel warning >/dev/null 2>&1 &
srv=$!
for i in $(seq 1 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.2; done
redis-cli -p "$port" monitor &
mon=$!
sleep 0.5
k10b_carts() { # from to
  local i
  for i in $(seq "$1" "$2"); do
    echo "CLIENT SETNAME cart-svc-$((i % 4))"
    echo "HSET cart:$((i % 300)) sku-$((i * 7 % 90)) $((i % 5 + 1))"
    echo "EXPIRE cart:$((i % 300)) 3600"
    echo "GET session:$((i % 300))"
    echo "SET session:$((i % 300)) user-$((i % 300)) EX 1800"
    echo "HGETALL cart:$(((i + 11) % 300))"
  done
}
k10b_carts 1 180 | redis-cli -p "$port" >/dev/null
k10b_carts 181 360 | redis-cli -p "$port" >/dev/null
printf 'CLIENT SETNAME ops-cleanup\nSELECT 0\nDBSIZE\nFLUSHDB\n' | redis-cli -p "$port" >/dev/null
k10b_carts 361 540 | redis-cli -p "$port" >/dev/null
sleep 0.5
kill "$mon"; wait "$mon" 2>/dev/null || true
redis-cli -p "$port" shutdown nosave >/dev/null 2>&1 || kill "$srv"
wait "$srv" 2>/dev/null || true
return $rc
