# Varnish 7.1 in front of a small Python catalog backend; the agent watches varnishlog (request
# grouping, a few tags: URL, statuses, fetch errors, backend health). A client sends ~600 requests
# (product pages, cached after the first fetch; search pages, passed). Mid-way the backend's
# /export/acct-0042 takes longer than the 1.5 s first-byte timeout: 'FetchError first byte timeout'
# and a 503 for that request only; then varnishlog is stopped and varnishd with it.
local bport vport vd be vl i rc=0
bport=$(free_port); vport=$(free_port)
python3 - "$bport" >/dev/null 2>&1 <<'PY' &
import sys, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
class H(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path.startswith("/export/"):
            time.sleep(3)
        body = ("<p>%s</p>" % self.path).encode()
        code = 404 if self.path.startswith("/sku/9") else 200
        self.send_response(code)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "max-age=600" if self.path.startswith("/sku/") else "no-store")
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *a):
        pass
ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
PY
be=$!
vd="$PWD/varnish"
varnishd -F -n "$vd" -a "127.0.0.1:$vport" -b "127.0.0.1:$bport" -s malloc,32m -p first_byte_timeout=1.5 >varnishd.out 2>&1 &
local vpid=$!
for i in $(seq 1 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $vport), 1).close()" 2>/dev/null && break; sleep 0.2; done
varnishlog -n "$vd" -g request -i ReqMethod,ReqURL,RespStatus,BerespStatus,FetchError,VCL_call,Backend_health &
vl=$!
sleep 1
python3 - "$vport" >/dev/null 2>&1 <<'PY'
import sys, urllib.request
port = int(sys.argv[1])
def get(path):
    try:
        urllib.request.urlopen("http://127.0.0.1:%d%s" % (port, path), timeout=10).read()
    except Exception:
        pass
for i in range(300):
    get("/sku/%d" % (i * 13 % 120 + 1))
    get("/search?q=item%d" % (i % 40))
    if i == 171:
        get("/export/acct-0042")
PY
sleep 1
kill -INT "$vl"; wait "$vl" || rc=$?
kill "$vpid" "$be"; wait "$vpid" "$be" 2>/dev/null || true
return $rc
