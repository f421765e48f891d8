# PostgreSQL 15 (pg_up, Unix socket only) with a ledger database of 24 tables; a reporting session
# opens a REPEATABLE READ transaction and sleeps in it (as a stuck BI export would), then 12000
# invoices are deleted; vacuumdb --verbose --analyze runs while that snapshot is still held.
local bin data sock port pg i
pg_up k26
export PGHOST=$sock PGPORT=$port PGUSER=postgres
psql -X -q -d postgres -c 'CREATE DATABASE ledger' >/dev/null
{
  for t in accounts customers vendors products price_lists tax_rates currencies fx_rates journals journal_lines \
           payments refunds credit_notes shipments carriers warehouses stock_moves audit_trail webhooks sessions \
           api_keys batches statements; do
    echo "CREATE TABLE $t (id serial PRIMARY KEY, ref text NOT NULL, amount numeric(12,2), created_at timestamptz DEFAULT now());"
    echo "CREATE INDEX ${t}_ref_idx ON $t (ref);"
    echo "INSERT INTO $t (ref, amount) SELECT '$t-' || g, g * 1.25 FROM generate_series(1, 3000) g;"
    echo "DELETE FROM $t WHERE id % 10 = 0;"
  done
  echo "CREATE TABLE invoices (id serial PRIMARY KEY, customer_id int NOT NULL, total numeric(12,2), status text, issued_on date);"
  echo "CREATE INDEX invoices_customer_idx ON invoices (customer_id);"
  echo "INSERT INTO invoices (customer_id, total, status, issued_on) SELECT g % 700, g * 0.75, 'open', date '2024-01-01' + g % 90 FROM generate_series(1, 20000) g;"
} | psql -X -q -d ledger >/dev/null
psql -X -q -d ledger -c 'BEGIN ISOLATION LEVEL REPEATABLE READ' -c 'SELECT count(*) FROM invoices' -c 'SELECT pg_sleep(120)' >/dev/null 2>&1 &
local holder=$!
for i in $(seq 1 50); do
  [[ $(psql -X -qAt -d ledger -c "SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%' AND state = 'active'") == 1 ]] && break
  sleep 0.2
done
psql -X -q -d ledger -c "DELETE FROM invoices WHERE status = 'open' AND issued_on < date '2024-03-01'" >/dev/null
local rc=0
vacuumdb --verbose --analyze -d ledger 2>&1 || rc=$?
psql -X -q -d postgres -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%'" >/dev/null
wait "$holder" || true
pg_down
return $rc
