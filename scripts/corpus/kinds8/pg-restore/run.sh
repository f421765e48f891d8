# PostgreSQL 15 (as nobody, socket only, its log as jsonlog files under data/log with every
# statement) holds a shop database of 50 tables; tenant_snapshots belongs to the role reporting.
# The database is dumped (pg_dump -Fc), the role is dropped, and the dump is restored into a new
# database with pg_restore -v: every object is created, the two ALTER ... OWNER TO reporting fail
# mid-way, pg_restore goes on and ends with "errors ignored on restore" (exit 1). The jsonlog case
# prints the server's JSON log of that restore instead.
local bin data sock port pg i q rc=0
pg_up k8 \
  -c logging_collector=on -c log_destination=jsonlog -c log_directory=log -c log_statement=all
export PGHOST=$sock PGPORT=$port PGUSER=postgres
q="runuser -u nobody -- env PGHOST=$sock PGPORT=$port PGUSER=postgres psql -qAt -v ON_ERROR_STOP=1"
{
  echo "create role reporting; create database shop;"
} | $q -d postgres >/dev/null 2>&1
{
  for i in $(seq -w 1 50); do
    echo "create table orders_$i (id serial primary key, customer int not null, cents bigint not null, placed date not null default current_date);"
    echo "create index orders_${i}_customer on orders_$i (customer);"
    echo "insert into orders_$i (customer, cents) select g % 97, g * 13 from generate_series(1, 200) g;"
  done
  echo "create table tenant_snapshots (id serial primary key, taken timestamptz not null default now(), balance bigint);"
  echo "alter table tenant_snapshots owner to reporting;"
  echo "create view big_orders as select * from orders_01 where cents > 2000;"
} | $q -d shop >/dev/null 2>&1
runuser -u nobody -- env PGHOST=$sock PGPORT=$port PGUSER=postgres pg_dump -Fc -f shop.dump shop >/dev/null 2>&1
echo "drop owned by reporting;" | $q -d shop >/dev/null 2>&1
echo "drop role reporting; create database shop_copy;" | $q -d postgres >/dev/null 2>&1
if [[ $CASE_ID == *jsonlog* ]]; then
  runuser -u nobody -- env PGHOST=$sock PGPORT=$port PGUSER=postgres pg_restore -d shop_copy shop.dump >/dev/null 2>&1 || true
  pg_down
  cat data/log/*.json || rc=$?
else
  runuser -u nobody -- env PGHOST=$sock PGPORT=$port PGUSER=postgres pg_restore -v -d shop_copy shop.dump 2>&1 || rc=$?
  pg_down
fi
return $rc
