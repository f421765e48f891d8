# gunicorn with three workers, access log on stdout and error log on stderr; 300 requests, then
# the worker that answered /export is killed with SIGKILL (as the OOM killer would); 200 more
# requests; SIGTERM.
local port master w
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
gunicorn -w 3 -b "127.0.0.1:$port" --access-logfile - --log-level info shop:app &
master=$!
for i in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.2; done
k7_requests() {
  python3 - "$port" "$1" "$2" <<'PY'
import sys, urllib.request, urllib.error
port, lo, hi = sys.argv[1:]
for i in range(int(lo), int(hi)):
    path = f"/product/{i % 50 + 1}" if i % 11 else f"/search?q=item{i}"
    try: urllib.request.urlopen(f"http://127.0.0.1:{port}{path}").read()
    except urllib.error.HTTPError: pass
PY
}
k7_requests 0 300
w=$(curl -s "http://127.0.0.1:$port/export")
kill -KILL "$w"
sleep 2
k7_requests 300 500
kill -TERM "$master"; wait "$master" || true
