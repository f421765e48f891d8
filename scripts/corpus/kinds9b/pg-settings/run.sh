# PostgreSQL 15 (as nobody, socket only). An operator raised shared_buffers and work_mem with
# ALTER SYSTEM and reloaded the server instead of restarting it: work_mem took effect,
# shared_buffers waits for a restart. The agent lists every setting as CSV (psql --csv) to see
# why memory use did not change: the shared_buffers row still holds the old value and has
# pending_restart = t, among ~350 rows.
local bin=/usr/lib/postgresql/15/bin data="$PWD/data" sock="$PWD/sock" port pg i rc=0 q
port=$(free_port)
chmod o+x "$WORK" "$WORK/k9b"; mkdir -p "$sock"; chown -R nobody:nogroup "$PWD"
runuser -u nobody -- "$bin/initdb" -D "$data" -A trust -U postgres >/dev/null 2>&1
runuser -u nobody -- "$bin/postgres" -D "$data" -k "$sock" -p "$port" -c listen_addresses='' >/dev/null 2>&1 &
pg=$!
for i in $(seq 1 50); do [[ -S "$sock/.s.PGSQL.$port" ]] && break; sleep 0.2; done
q="runuser -u nobody -- env PGHOST=$sock PGPORT=$port PGUSER=postgres psql -X -q -d postgres"
$q -c "alter system set shared_buffers = '512MB'" -c "alter system set work_mem = '64MB'" -c "select pg_reload_conf()" >/dev/null 2>&1
sleep 1
$q --csv -c "select * from pg_settings order by name" 2>&1 || rc=$?
kill -INT "$(head -1 "$data/postmaster.pid")"; wait "$pg" || true
return $rc
