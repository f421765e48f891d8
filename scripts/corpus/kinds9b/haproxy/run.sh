# HAProxy 2.6 in the foreground (-db), its log (httplog) on stdout, in front of three backends
# (python3 -m http.server) with health checks; 700 requests. After 250, backend app2's process
# stops (its health check fails: the server goes DOWN with its reason, requests in flight are
# redispatched); after 500 it is started again and comes back UP; then a soft stop (SIGUSR1).
local port p1 p2 p3 p hp b1 b2 b3 i rc=0
port=$(free_port); p1=$(free_port); p2=$(free_port); p3=$(free_port)
sed -e "s/@PORT@/$port/" -e "s/@P1@/$p1/" -e "s/@P2@/$p2/" -e "s/@P3@/$p3/" haproxy.cfg.in >haproxy.cfg
python3 -m http.server "$p1" --bind 127.0.0.1 -d site >/dev/null 2>&1 & b1=$!
python3 -m http.server "$p2" --bind 127.0.0.1 -d site >/dev/null 2>&1 & b2=$!
python3 -m http.server "$p3" --bind 127.0.0.1 -d site >/dev/null 2>&1 & b3=$!
for p in "$p1" "$p2" "$p3"; do
  for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$p/health.txt" && break; sleep 0.2; done
done
haproxy -db -f haproxy.cfg &
hp=$!
for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$port/health.txt" && break; sleep 0.2; done
k9b_get() {
  local i
  for i in $(seq "$1" "$2"); do
    if (( i % 37 == 0 )); then curl -s -o /dev/null "http://127.0.0.1:$port/sku-$((i + 100)).json"
    else curl -s -o /dev/null "http://127.0.0.1:$port/sku-$((i % 40 + 1)).json"; fi
  done
}
k9b_get 1 250
kill "$b2"; wait "$b2" 2>/dev/null || true
k9b_get 251 500
python3 -m http.server "$p2" --bind 127.0.0.1 -d site >/dev/null 2>&1 & b2=$!
sleep 2
k9b_get 501 700
kill -USR1 "$hp"; wait "$hp" || rc=$?
kill "$b1" "$b2" "$b3" 2>/dev/null || true
return $rc
