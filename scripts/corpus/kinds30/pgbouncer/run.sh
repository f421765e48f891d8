# The connection pooler in front of a city bike-share's dock-status database: pgbouncer 1.18 in the
# foreground (as nobody) over a fresh PostgreSQL 15 (pg_up), transaction pooling, stats every 2 s,
# connections and disconnections logged. The dock feeds connect once per update (pgbench -C at a
# fixed rate, ~160 short connections): pairs of 'login attempt' / 'closing because: client close
# request' lines and the 'stats:' lines. Half way, the nightly maintenance job connects to the admin
# console and pauses the pool ('PAUSE command issued'); the dock updates queue for eight seconds
# (the stats' wait time jumps) until it resumes ('RESUME command issued'). The agent watched
# pgbouncer's log; it is stopped with SIGINT at the end (safe shutdown).
local bin data sock port pg pb i
pg_up k30
runuser -u nobody -- "$bin/psql" -h "$sock" -p "$port" -U postgres -q -c "CREATE DATABASE docks" >/dev/null 2>&1
runuser -u nobody -- "$bin/psql" -h "$sock" -p "$port" -U postgres -d docks -q -c \
  "CREATE TABLE dock_status (dock int PRIMARY KEY, bikes int, seen timestamptz); INSERT INTO dock_status SELECT g, 9, now() FROM generate_series(1, 240) g" >/dev/null 2>&1
pb=$(free_port)
cat >pgbouncer.ini <<INI
[databases]
docks = host=$sock port=$port dbname=docks user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $pb
unix_socket_dir =
auth_type = trust
auth_file = userlist.txt
admin_users = maint
pool_mode = transaction
default_pool_size = 8
max_client_conn = 200
stats_period = 2
log_connections = 1
log_disconnections = 1
pidfile = $PWD/pgbouncer.pid
INI
printf '"dockfeed" ""\n"maint" ""\n' >userlist.txt
chown nobody:nogroup pgbouncer.ini userlist.txt
runuser -u nobody -- env --default-signal=INT pgbouncer pgbouncer.ini 2>&1 &
local bouncer=$!
for i in $(seq 1 50); do (echo >/dev/tcp/127.0.0.1/$pb) 2>/dev/null && break; sleep 0.1; done
"$bin/pgbench" -h 127.0.0.1 -p "$pb" -U dockfeed -n -C -c 3 -j 1 -R 9 -T 18 -f dock-status.sql docks >/dev/null 2>&1 &
local feed=$!
sleep 7
"$bin/psql" -h 127.0.0.1 -p "$pb" -U maint -q -c "PAUSE docks" pgbouncer >/dev/null 2>&1
sleep 8
"$bin/psql" -h 127.0.0.1 -p "$pb" -U maint -q -c "RESUME docks" pgbouncer >/dev/null 2>&1
wait $feed || true
sleep 2
kill -INT "$(cat pgbouncer.pid)"; wait $bouncer || true
pg_down
