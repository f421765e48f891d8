# PostgreSQL 15 (pg_up, Unix socket only) with a ledger database of 83 tables in 4 schemas and their data. Two of
# them reference each other (invoices.customer_id -> customers, customers.last_invoice_id ->
# invoices, added when the billing page wanted the latest invoice), so a data-only dump cannot be
# ordered: pg_dump -v warns mid-output and goes on; the file is written, exit 0. The agent takes a
# data-only dump for a staging restore.
local bin data sock port pg
pg_up k27
export PGHOST=$sock PGPORT=$port PGUSER=postgres
psql -X -q -d postgres -c 'CREATE DATABASE ledger' >/dev/null
{
  for t in accounts vendors products price_lists tax_rates currencies fx_rates journals journal_lines \
           payments refunds credit_notes shipments carriers warehouses stock_moves audit_trail webhooks sessions \
           api_keys batches statements periods; do
    echo "CREATE TABLE $t (id serial PRIMARY KEY, ref text NOT NULL, amount numeric(12,2), created_at timestamptz DEFAULT now());"
    echo "INSERT INTO $t (ref, amount) SELECT '$t-' || g, g * 1.25 FROM generate_series(1, 500) g;"
  done
  for s in shipping reporting archive; do
    echo "CREATE SCHEMA $s;"
    for t in parcels labels routes zones tariffs pickups manifests returns events exports snapshots runs \
             daily_totals monthly_totals customer_stats carrier_stats aging dunning kpis; do
      echo "CREATE TABLE $s.$t (id serial PRIMARY KEY, ref text NOT NULL, amount numeric(12,2), created_at timestamptz DEFAULT now());"
      echo "INSERT INTO $s.$t (ref, amount) SELECT '$t-' || g, g * 1.25 FROM generate_series(1, 200) g;"
    done
  done
  echo "CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, last_invoice_id int);"
  echo "CREATE TABLE invoices (id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), total numeric(12,2), issued_on date);"
  echo "CREATE TABLE invoice_lines (id serial PRIMARY KEY, invoice_id int NOT NULL REFERENCES invoices(id), product_id int REFERENCES products(id), qty int, amount numeric(12,2));"
  echo "ALTER TABLE customers ADD CONSTRAINT customers_last_invoice_fk FOREIGN KEY (last_invoice_id) REFERENCES invoices(id);"
  echo "INSERT INTO customers (name) SELECT 'customer ' || g FROM generate_series(1, 700) g;"
  echo "INSERT INTO invoices (customer_id, total, issued_on) SELECT g % 700 + 1, g * 0.75, date '2024-01-01' + g % 90 FROM generate_series(1, 5000) g;"
  echo "INSERT INTO invoice_lines (invoice_id, product_id, qty, amount) SELECT g % 5000 + 1, g % 500 + 1, g % 4 + 1, g * 0.5 FROM generate_series(1, 12000) g;"
  echo "UPDATE customers c SET last_invoice_id = (SELECT max(id) FROM invoices i WHERE i.customer_id = c.id);"
  echo "ALTER TABLE journal_lines ADD COLUMN journal_id int REFERENCES journals(id);"
  echo "ALTER TABLE payments ADD COLUMN invoice_id int REFERENCES invoices(id);"
  echo "ALTER TABLE refunds ADD COLUMN payment_id int REFERENCES payments(id);"
} | psql -X -q -d ledger >/dev/null
local rc=0
pg_dump -v --data-only -d ledger -f ledger-data.sql 2>&1 || rc=$?
pg_down
return $rc
