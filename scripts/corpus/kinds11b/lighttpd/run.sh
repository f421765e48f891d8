# lighttpd 1.4 in the foreground (-D): its error log on stderr, the access log piped to cat on
# stdout. A client sends ~900 requests: product pages (some missing: 404), the index, and account
# statements from a CGI that logs each on stderr; the statement for acct-0042 crashes the CGI
# (SIGSEGV) once mid-way; then SIGINT (graceful shutdown).
local port lt i rc=0
port=$(free_port)
cat >lighttpd.conf <<CONF
server.document-root = "$PWD/www"
server.port = $port
server.bind = "127.0.0.1"
server.modules = ("mod_access", "mod_accesslog", "mod_cgi")
accesslog.filename = "/dev/stderr"
cgi.assign = (".sh" => "")
\$HTTP["url"] =~ "^/cgi-bin/" { server.document-root = "$PWD" }
CONF
lighttpd -D -f lighttpd.conf &
lt=$!
for i in $(seq 1 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1).close()" 2>/dev/null && break; sleep 0.2; done
python3 - "$port" >/dev/null 2>&1 <<'PY'
import sys, urllib.request, urllib.error
port = int(sys.argv[1])
def get(path):
    try:
        urllib.request.urlopen("http://127.0.0.1:%d%s" % (port, path), timeout=10).read()
    except Exception:
        pass
for i in range(300):
    get("/product-%d.html" % (i % 47 + 1))
    get("/cgi-bin/report.sh?account=acct-%04d" % (i * 7 % 500 + 1 if i != 173 else 42))
    if i % 5 == 0:
        get("/index.html")
    if i % 9 == 0:
        get("/favicon.ico")
PY
kill -INT "$lt"; wait "$lt" || rc=$?
return $rc
