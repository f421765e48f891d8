# nginx 1.22 in the foreground (error log at info on stderr, access log on stdout) in front of a
# Python orders API kept alive by a restart loop (as a supervisor would, 1 s back-off). A client
# sends ~700 requests (orders, static files, health checks); the API process aborts on order 417,
# so nginx sees the upstream close mid-request, then connections refused until it is back.
local port back ng sup cn i rc=0
port=$(free_port); back=$(free_port)
sed -e "s/@PORT@/$port/" -e "s/@BACKEND@/$back/" -e "s#@ROOT@#$PWD#" nginx.conf.in >nginx.conf
( while :; do python3 app.py "$back" & echo $! >app.pid; wait $!; sleep 1; done ) >/dev/null 2>&1 &
sup=$!
for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$back/api/health" && break; sleep 0.2; done
# through a pipe, as a terminal sees it (nginx reopens /dev/stdout for the access log)
mkfifo console
cat console &
cn=$!
nginx -e stderr -p "$PWD" -c nginx.conf -g 'daemon off;' >console 2>&1 &
ng=$!
for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$port/api/health" && break; sleep 0.2; done
python3 - "$port" >/dev/null 2>&1 <<'PY'
import sys, time, urllib.request
port = int(sys.argv[1])
def get(path):
    try:
        urllib.request.urlopen("http://127.0.0.1:%d%s" % (port, path), timeout=10).read()
    except Exception:
        pass
for i in range(1, 481):
    get("/api/orders/%d" % (i if i != 400 else 417))
    if i % 3 == 0:
        get("/static/page-%d.css" % (i % 34 + 1))
    if i % 20 == 0:
        get("/api/health")
    time.sleep(0.01)
PY
kill -QUIT "$ng"; wait "$ng" || rc=$?
wait "$cn" || true
kill "$sup" 2>/dev/null; wait "$sup" 2>/dev/null
kill "$(cat app.pid)" 2>/dev/null || true
return $rc
