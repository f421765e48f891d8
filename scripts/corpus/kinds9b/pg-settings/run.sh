# PostgreSQL 15 (as nobody, socket only). An operator raised shared_buffers and work_mem with
# ALTER SYSTEM and reloaded the server instead of restarting it: work_mem took effect,
# shared_buffers waits for a restart. The agent lists every setting as CSV (psql --csv) to see
# why memory use did not change: the shared_buffers row still holds the old value and has
# pending_restart = t, among ~350 rows.
local bin data sock port pg i rc=0 q
pg_up k9b
q="runuser -u nobody -- env PGHOST=$sock PGPORT=$port PGUSER=postgres psql -X -q -d postgres"
$q -c "alter system set shared_buffers = '512MB'" -c "alter system set work_mem = '64MB'" -c "select pg_reload_conf()" >/dev/null 2>&1
sleep 1
$q --csv -c "select * from pg_settings order by name" 2>&1 || rc=$?
pg_down
return $rc
