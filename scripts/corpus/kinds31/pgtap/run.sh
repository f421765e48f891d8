# The database tests of a regional blood service's inventory (PostgreSQL 15 with pgTAP 1.2 from
# Debian, run with pg_prove -v): four test files, the schema (has_table, has_column, col_type_is,
# col_not_null), the red-cell compatibility matrix (8 x 8 'is(compatible(recipient, donor), ...)'),
# expiry dates per component and donation intervals: ~260 'ok N - ...' lines under each file's
# name. The compatibility table lost one row in a data migration ('B-' recipients may take 'O-'
# red cells): in the middle 'not ok ... - B- recipient can receive O- red cells', '#   Failed test
# ...', '#         have: false' / '#         want: true'; pg_prove's Test Summary Report, the
# failed test's number and 'Result: FAIL' last. Exit 1.
local bin data sock port pg rc=0
pg_up k31
runuser -u nobody -- "$bin/psql" -h "$sock" -p "$port" -U postgres -q -c "CREATE DATABASE bloodbank" >/dev/null 2>&1
runuser -u nobody -- "$bin/psql" -h "$sock" -p "$port" -U postgres -d bloodbank -q -c "CREATE EXTENSION pgtap" >/dev/null 2>&1
runuser -u nobody -- "$bin/psql" -h "$sock" -p "$port" -U postgres -d bloodbank -q -f schema.sql >/dev/null 2>&1
PGHOST="$sock" PGPORT="$port" pg_prove -U postgres -d bloodbank -v t/*.sql 2>&1 || rc=$?
pg_down
return $rc
