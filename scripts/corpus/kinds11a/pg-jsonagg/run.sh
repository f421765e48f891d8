# PostgreSQL 15 (pg_up: as nobody, socket only) with a warehouse stock schema: one warehouse
# (north-2) with 640 bins; a picking bug booked one pick twice, so bin C-14-03 (SKU-4471) holds
# -12 units. The agent asks for the warehouse's stock report as one JSON document (jsonb_pretty of
# a json_agg): an array of one warehouse object whose bins array holds every bin.
local bin data sock port pg rc=0
pg_up k11a
runuser -u nobody -- env PGHOST="$sock" PGPORT="$port" PGUSER=postgres psql -X -q -v ON_ERROR_STOP=1 -d postgres >/dev/null 2>&1 <<'SQL'
create table warehouses (id int primary key, code text not null, city text not null);
insert into warehouses values (1, 'north-2', 'Hamburg');
create table bins (warehouse_id int not null references warehouses, code text not null, sku text not null,
  on_hand int not null, reserved int not null, last_count date not null, primary key (warehouse_id, code));
insert into bins
select 1, chr(65 + (g - 1) / 160) || '-' || lpad(((g - 1) / 8 % 20 + 1)::text, 2, '0') || '-' || lpad(((g - 1) % 8 + 1)::text, 2, '0'),
       'SKU-' || (1000 + g * 7 % 9000), 20 + g * 13 % 180, g * 5 % 17, date '2026-11-01' + (g % 28)
from generate_series(1, 640) g;
update bins set on_hand = -12, reserved = 0 where code = 'C-14-03';
update bins set sku = 'SKU-4471' where code = 'C-14-03';
SQL
runuser -u nobody -- env PGHOST="$sock" PGPORT="$port" PGUSER=postgres \
  psql -X -At -d postgres -c "select jsonb_pretty(jsonb_agg(w)) from (select w.code as warehouse, w.city, count(*) over () as warehouses, (select jsonb_agg(jsonb_build_object('bin', b.code, 'sku', b.sku, 'on_hand', b.on_hand, 'reserved', b.reserved, 'last_count', b.last_count) order by b.code) from bins b where b.warehouse_id = w.id) as bins from warehouses w) w" || rc=$?
pg_down
return $rc
