# tinyproxy 1.11 in the foreground (-d, log on stderr at Info) in front of two local HTTP backends
# (python3 -m http.server: a catalog and a pricing service). A client sends ~500 requests through
# the proxy; mid-way the pricing backend is stopped (a deploy that did not come back for 40
# requests), then started again on the same port.
local port cat_port price_port tp price i rc=0
port=$(free_port); cat_port=$(free_port); price_port=$(free_port)
mkdir -p catalog pricing
for i in $(seq 1 40); do echo "item $i" >catalog/item-$i.html; echo "{\"sku\": $i, \"cents\": $((i * 199))}" >pricing/sku-$i.json; done
cat >tinyproxy.conf <<CONF
User nobody
Group nogroup
Port $port
Listen 127.0.0.1
Timeout 5
LogLevel Info
MaxClients 20
Allow 127.0.0.1
ConnectPort 443
CONF
python3 -m http.server --bind 127.0.0.1 --directory catalog "$cat_port" >/dev/null 2>&1 &
local catpid=$!
python3 -m http.server --bind 127.0.0.1 --directory pricing "$price_port" >/dev/null 2>&1 &
price=$!
tinyproxy -d -c tinyproxy.conf &
tp=$!
for i in $(seq 1 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1).close(); socket.create_connection(('127.0.0.1', $price_port), 1).close()" 2>/dev/null && break; sleep 0.2; done
client() {
  python3 - "$port" "$cat_port" "$price_port" "$1" "$2" >/dev/null 2>&1 <<'PY'
import sys, urllib.request
port, cat, price, start, end = map(int, sys.argv[1:])
opener = urllib.request.build_opener(urllib.request.ProxyHandler({"http": "http://127.0.0.1:%d" % port}))
for i in range(start, end):
    for url in ("http://127.0.0.1:%d/item-%d.html" % (cat, i % 40 + 1), "http://127.0.0.1:%d/sku-%d.json" % (price, i % 40 + 1)):
        try:
            opener.open(url, timeout=10).read()
        except Exception:
            pass
PY
}
client 0 110
kill "$price"; wait "$price" 2>/dev/null || true
client 110 130
python3 -m http.server --bind 127.0.0.1 --directory pricing "$price_port" >/dev/null 2>&1 &
price=$!
for i in $(seq 1 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $price_port), 1).close()" 2>/dev/null && break; sleep 0.2; done
client 130 250
kill -TERM "$tp"; wait "$tp" || rc=$?
kill "$price" "$catpid"; wait "$price" "$catpid" 2>/dev/null || true
return $rc
