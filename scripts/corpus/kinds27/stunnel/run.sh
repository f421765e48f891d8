# stunnel 5 in the foreground (log on stderr, debug = info) terminating TLS for a ledger API (a
# python3 http.server on loopback) with a self-signed certificate. A client makes 160 TLS requests
# through it; the 97th connection comes from a health checker that was set to plain http://, so
# that one handshake fails (OpenSSL: 'http request') among the successful ones; the tunnel keeps
# serving and is stopped with SIGTERM at the end. The readiness probe's two bare connects leave two
# 'unexpected eof' handshake errors at the start.
local port backend st api i rc=0
port=$(free_port); backend=$(free_port)
openssl req -x509 -newkey rsa:2048 -nodes -keyout api.key -out api.crt -days 30 -subj '/CN=ledger-api.internal' >/dev/null 2>&1
mkdir -p www/v1
for i in $(seq 1 20); do echo "{\"account\": $i, \"balance_cents\": $((i * 104729 % 900000))}" >www/v1/balance-$i.json; done
cat >stunnel.conf <<CONF
foreground = yes
pid =
debug = info
[ledger-api]
accept = 127.0.0.1:$port
connect = 127.0.0.1:$backend
cert = api.crt
key = api.key
CONF
python3 -m http.server --bind 127.0.0.1 --directory www "$backend" >/dev/null 2>&1 &
api=$!
stunnel stunnel.conf &
st=$!
for i in $(seq 1 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1).close(); socket.create_connection(('127.0.0.1', $backend), 1).close()" 2>/dev/null && break; sleep 0.2; done
sleep 0.5
python3 - "$port" >/dev/null 2>&1 <<'PY'
import socket, ssl, sys, time
port = int(sys.argv[1])
ctx = ssl.create_default_context()
ctx.check_hostname = False
ctx.verify_mode = ssl.CERT_NONE
for i in range(1, 161):
    try:
        raw = socket.create_connection(("127.0.0.1", port), 5)
        req = f"GET /v1/balance-{i % 20 + 1}.json HTTP/1.0\r\nHost: ledger-api.internal\r\n\r\n".encode()
        if i == 97:
            raw.sendall(b"GET /health HTTP/1.1\r\nHost: ledger-api.internal\r\n\r\n")
            raw.recv(4096)
            raw.close()
        else:
            s = ctx.wrap_socket(raw, server_hostname="ledger-api.internal")
            s.sendall(req)
            while s.recv(4096):
                pass
            s.close()
    except Exception:
        pass
    time.sleep(0.02)
PY
sleep 0.5
kill -TERM "$st"; wait "$st" || rc=$?
kill "$api"; wait "$api" 2>/dev/null || true
return $rc
