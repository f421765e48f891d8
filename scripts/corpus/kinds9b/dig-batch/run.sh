# dnsmasq (Debian's dnsmasq-base) on a free port of 127.0.0.1 serving the hosts file as the
# authority for shop.internal (local=/shop.internal/: a name it lacks is NXDOMAIN); the agent
# checks every name of the configuration with `dig -f`.
local port dm rc=0
port=$(free_port)
dnsmasq --keep-in-foreground --port="$port" --listen-address=127.0.0.1 --bind-interfaces \
  --no-resolv --no-hosts --addn-hosts="$PWD/hosts" --local=/shop.internal/ --user=root --pid-file= >/dev/null 2>&1 &
dm=$!
sleep 1
dig @127.0.0.1 -p "$port" -f names.txt || rc=$?
kill "$dm"; wait "$dm" 2>/dev/null || true
return $rc
