# unbound 1.17 in the foreground (-d), logging to stderr at verbosity 1 with every query and reply
# logged, as the resolver of a service network: local zones shop.internal and ops.internal
# (80 names), a stub zone billing.internal whose authoritative server (127.0.0.1 on a port where
# nothing listens any more: it moved) cannot answer. A batch of ~600 lookups from the services
# (A and AAAA, a few misspelt names), six of them in billing.internal; then SIGTERM.
local port dead ub i rc=0
port=$(free_port); dead=$(free_port)
{
  printf 'server:\n  interface: 127.0.0.1\n  port: %s\n  do-daemonize: no\n  username: ""\n  chroot: ""\n' "$port"
  printf '  directory: "%s"\n  pidfile: "%s/unbound.pid"\n  use-syslog: no\n  logfile: ""\n  verbosity: 1\n' "$PWD" "$PWD"
  printf '  log-queries: yes\n  log-replies: yes\n  log-servfail: yes\n  do-ip6: no\n  module-config: "iterator"\n'
  printf '  access-control: 127.0.0.0/8 allow\n  local-zone: "shop.internal." static\n  local-zone: "ops.internal." static\n'
  for i in $(seq 1 50); do printf '  local-data: "svc-%02d.shop.internal. A 10.20.0.%d"\n' "$i" "$i"; done
  for i in $(seq 1 30); do printf '  local-data: "node-%02d.ops.internal. A 10.30.0.%d"\n' "$i" "$i"; done
  printf 'stub-zone:\n  name: "billing.internal."\n  stub-addr: 127.0.0.1@%s\n' "$dead"
} >unbound.conf
unbound -d -c unbound.conf &
ub=$!
for i in $(seq 1 50); do dig @127.0.0.1 -p "$port" +short +tries=1 +time=1 svc-01.shop.internal >/dev/null 2>&1 && break; sleep 0.2; done
python3 - >queries.txt <<'PY'
for i in range(1, 601):
    if i in (233, 241, 250, 262, 270, 281):
        print("invoice-api.billing.internal A")
    elif i % 97 == 0:
        print("svc-%02d.shop.internl A" % (i % 50 + 1))
    elif i % 3 == 0:
        print("node-%02d.ops.internal A" % (i % 30 + 1))
    else:
        print("svc-%02d.shop.internal %s" % (i % 50 + 1, "AAAA" if i % 7 == 0 else "A"))
PY
dig @127.0.0.1 -p "$port" +tries=1 +time=4 -f queries.txt >/dev/null 2>&1
sleep 0.5
kill -TERM "$ub"; wait "$ub" || rc=$?
return $rc
