# A fresh PostgreSQL 15 cluster for the load script; the agent typed the psql command alone.
local bin data sock port pg
pg_up k23
runuser -u nobody -- psql -h "$sock" -p "$port" -U postgres -X -d postgres -f load.sql 2>&1
pg_down
