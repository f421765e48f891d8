# HAProxy 2.6 (daemon mode, stats socket) in front of 18 service backends of four servers each,
# health-checked; the servers are three Python http.server processes (several servers of a backend
# may share one). The fourth server of svc-invoices points at a port where nothing listens any more
# (its host was moved), so its checks fail. After ~400 requests the agent asks the stats socket
# for 'show stat' (CSV).
local port p1 p2 p3 dead b1 b2 b3 i s svc rc=0
port=$(free_port); p1=$(free_port); p2=$(free_port); p3=$(free_port); dead=$(free_port)
mkdir -p site; echo ok >site/health.txt
for i in $(seq 1 20); do echo "{\"sku\": $i}" >"site/item-$i.json"; done
{
  printf 'global\n    stats socket %s/haproxy.sock mode 600 level admin\n    pidfile %s/haproxy.pid\n' "$PWD" "$PWD"
  printf 'defaults\n    mode http\n    timeout connect 1s\n    timeout client 5s\n    timeout server 5s\n'
  printf 'frontend www\n    bind 127.0.0.1:%s\n' "$port"
  for svc in accounts billing catalog checkout coupons fulfilment gateway inventory invoices ledger notifications orders payments pricing reports search shipping users; do
    printf '    use_backend svc-%s if { path_beg /%s/ }\n' "$svc" "$svc"
  done
  printf '    default_backend svc-catalog\n'
  for svc in accounts billing catalog checkout coupons fulfilment gateway inventory invoices ledger notifications orders payments pricing reports search shipping users; do
    printf 'backend svc-%s\n    balance roundrobin\n    option httpchk GET /health.txt\n    http-request set-path "%%[path,regsub(^/%s/,/)]"\n' "$svc" "$svc"
    for s in 1 2 3 4; do
      case $s in 1) i=$p1;; 2) i=$p2;; 3) i=$p3;; 4) i=$p1;; esac
      [[ $svc == invoices && $s == 4 ]] && i=$dead
      printf '    server %s-%d 127.0.0.1:%s check inter 500ms fall 3 rise 2\n' "$svc" "$s" "$i"
    done
  done
} >haproxy.cfg
python3 -m http.server "$p1" --bind 127.0.0.1 -d site >/dev/null 2>&1 & b1=$!
python3 -m http.server "$p2" --bind 127.0.0.1 -d site >/dev/null 2>&1 & b2=$!
python3 -m http.server "$p3" --bind 127.0.0.1 -d site >/dev/null 2>&1 & b3=$!
sleep 1
haproxy -D -f haproxy.cfg >/dev/null 2>&1
sleep 3
python3 - "$port" >/dev/null 2>&1 <<'PY'
import sys, urllib.request
port = int(sys.argv[1])
svcs = "accounts billing catalog checkout coupons fulfilment gateway inventory invoices ledger notifications orders payments pricing reports search shipping users".split()
for i in range(400):
    try:
        urllib.request.urlopen("http://127.0.0.1:%d/%s/item-%d.json" % (port, svcs[i % 18], i % 23 + 1), timeout=5).read()
    except Exception:
        pass
PY
echo "show stat" | socat stdio "unix-connect:$PWD/haproxy.sock" | sed "/^$/d" || rc=$?
kill "$(cat haproxy.pid)" 2>/dev/null || true
kill "$b1" "$b2" "$b3" 2>/dev/null || true
return $rc
