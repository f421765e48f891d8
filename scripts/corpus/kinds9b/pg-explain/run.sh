# PostgreSQL 15 (as nobody, socket only) with a shop database: customers (20,000), orders
# (200,000, indexed on customer_id but not on status), order_lines (200,000, no index on
# order_id). The agent asks for the plan of a slow dashboard query, as JSON with ANALYZE and
# BUFFERS: a union of one branch per region, each a join of orders and customers with a
# correlated count of lines; the time goes to the sequential scans of order_lines under a SubPlan.
local bin data sock port pg i rc=0 q sql
pg_up k9b
q="runuser -u nobody -- env PGHOST=$sock PGPORT=$port PGUSER=postgres psql -X -qAt -v ON_ERROR_STOP=1 -d postgres"
$q >/dev/null 2>&1 <<'SQL'
create table customers (id int primary key, region text not null, tier text not null);
insert into customers select g, (array['north','south','east','west','central','islands'])[g % 6 + 1], (array['basic','plus','gold'])[g % 3 + 1] from generate_series(1, 20000) g;
create table orders (id int primary key, customer_id int not null references customers, status text not null, placed date not null, cents bigint not null);
insert into orders select g, g % 20000 + 1, (array['paid','shipped','delivered','refunded','failed'])[g % 5 + 1], date '2026-01-01' + g % 300, g * 7 % 100000 from generate_series(1, 200000) g;
create index orders_customer on orders (customer_id);
create table order_lines (id int primary key, order_id int not null, sku text not null, qty int not null);
insert into order_lines select g, g % 200000 + 1, 'sku-' || g % 5000, g % 4 + 1 from generate_series(1, 200000) g;
analyze;
SQL
sql="explain (analyze, buffers, format json) "
for r in north south east west central islands; do
  sql+="select '$r' as region, o.id, o.cents, (select count(*) from order_lines l where l.order_id = o.id) as lines from orders o join customers c on c.id = o.customer_id where c.region = '$r' and o.status = 'failed' and o.placed > date '2026-10-20' union all "
done
sql="${sql% union all } order by cents desc limit 50"
runuser -u nobody -- env PGHOST=$sock PGPORT=$port PGUSER=postgres psql -X -At -d postgres -c "$sql" 2>&1 || rc=$?
pg_down
return $rc
