# A database host's firewall, built in a private network namespace (unshare -n) with a second one
# for an app server joined by a veth pair (db 10.20.0.1, app 10.20.0.7): nftables' inet filter
# table with counters on every rule, 40 service ports allowed from the app subnet, an admin set,
# and, mid-chain, a drop for the app subnet to 5432 left from an incident (INC-4411). The app
# server's connection attempts (PostgreSQL among them) run before the agent dumps the ruleset as JSON.
unshare -n bash -s <<'SH'
ip link set lo up
unshare -n sleep 30 &
app=$!
sleep 0.3
ip link add db0 type veth peer name app0
ip link set app0 netns "$app"
ip addr add 10.20.0.1/24 dev db0; ip link set db0 up
nsenter -t "$app" -n sh -c 'ip link set lo up; ip addr add 10.20.0.7/24 dev app0; ip link set app0 up'
{
  echo 'table inet filter {'
  echo '  set admins { type ipv4_addr; elements = { 10.9.0.10, 10.9.0.11, 10.9.0.12 } }'
  echo '  chain input {'
  echo '    type filter hook input priority filter; policy drop;'
  echo '    ct state established,related counter accept'
  echo '    ct state invalid counter drop'
  echo '    iif "lo" counter accept'
  echo '    ip protocol icmp counter accept'
  echo '    ip saddr @admins tcp dport 22 counter accept comment "ssh from admins"'
  n=0
  for p in 80 443 2379 2380 3000 3100 4317 4318 5000 5044 5601 6379 6443 7000 7001 7070 8000 8080 8081 8086 8125 8200 8300 8301 8443 8500 8888 9000 9042 9090 9092 9093 9100 9200 9300 9411 9418 11211 15672 27017; do
    n=$((n + 1))
    echo "    ip saddr 10.20.0.0/24 tcp dport $p counter accept comment \"svc-$n from app subnet\""
    if [[ $p == 7070 ]]; then echo '    ip saddr 10.20.0.0/24 tcp dport 5432 counter drop comment "INC-4411 block app subnet during restore"'; fi
  done
  echo '    ip saddr 10.20.0.0/24 tcp dport 5432 counter accept comment "postgres from app subnet"'
  echo '    counter log prefix "input-drop: " drop'
  echo '  }'
  echo '  chain forward { type filter hook forward priority filter; policy drop; counter; }'
  echo '  chain output { type filter hook output priority filter; policy accept; counter; }'
  echo '}'
} >ruleset.nft
nft -f ruleset.nft >/dev/null 2>&1
nsenter -t "$app" -n python3 - <<'PY'
import socket
for port in [80, 443, 6379, 9090, 5432, 8080, 5432, 9200, 11211, 5432, 443, 80]:
    s = socket.socket(); s.settimeout(0.6)
    try:
        s.connect(("10.20.0.1", port))
    except OSError:
        pass
    s.close()
PY
nft -j list ruleset
rc=$?
kill "$app" 2>/dev/null
wait 2>/dev/null
exit $rc
SH
