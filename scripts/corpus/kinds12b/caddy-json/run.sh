# caddy 2.6 (Debian) in the foreground with its JSON logs on stderr (access log included), serving
# static files and proxying /api/* to a Python catalog API with a 2 s response-header timeout.
# A client sends ~500 requests; one is the CSV export, which takes the API 4 s: caddy gives up,
# logs the proxy error and answers 502. Then SIGINT.
local port api cd a i rc=0
port=$(free_port); api=$(free_port)
mkdir -p site xdg/data xdg/config
for i in $(seq 1 25); do echo "<p>page $i</p>" >"site/page-$i.html"; done
cat >Caddyfile <<CONF
{
	admin off
	auto_https off
	log {
		output stderr
		format json
	}
}
http://127.0.0.1:$port {
	log {
		output stderr
		format json
	}
	root * $PWD/site
	reverse_proxy /api/* 127.0.0.1:$api {
		transport http {
			response_header_timeout 2s
		}
	}
	file_server
}
CONF
python3 api.py "$api" >/dev/null 2>&1 &
a=$!
XDG_DATA_HOME=$PWD/xdg/data XDG_CONFIG_HOME=$PWD/xdg/config caddy run --config Caddyfile --adapter caddyfile &
cd=$!
for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$port/page-1.html" && break; sleep 0.2; done
python3 - "$port" >/dev/null 2>&1 <<'PY'
import sys, urllib.request
port = int(sys.argv[1])
def get(p):
    try:
        urllib.request.urlopen("http://127.0.0.1:%d%s" % (port, p), timeout=10).read()
    except Exception:
        pass
for i in range(1, 241):
    get("/api/products/%d" % (i % 60))
    get("/page-%d.html" % (i % 28 + 1))
    if i == 150:
        get("/api/export?format=csv&month=2026-11")
PY
kill -INT "$cd"; wait "$cd" || rc=$?
kill "$a" 2>/dev/null || true
return $rc
