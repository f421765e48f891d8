# An app host, built in a private network namespace (unshare -n): redis-server on 6379, memcached
# on 11211, the ledger-sync daemon on 7070 and an app process holding pools to all three; the app
# makes 140 short ledger-sync calls and closes each, but ledger-sync never closes its side. The
# agent lists TCP sockets with their processes and timers.
unshare -n bash -s <<'SH'
ip link set lo up
redis-server --port 6379 --bind 127.0.0.1 --save '' --appendonly no --daemonize no >/dev/null 2>&1 &
r=$!
memcached -l 127.0.0.1 -p 11211 -u nobody >/dev/null 2>&1 &
m=$!
python3 ledger_sync.py 7070 >/dev/null 2>&1 &
l=$!
sleep 1.5
mkfifo ready
python3 clients.py 6379 11211 7070 >ready 2>/dev/null &
c=$!
read -r _ <ready
sleep 0.5
ss -tanpo
rc=$?
kill "$c" "$l" "$m" "$r" 2>/dev/null
wait 2>/dev/null
exit $rc
SH
