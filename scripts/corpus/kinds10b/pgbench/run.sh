# PostgreSQL 15 (as nobody, socket only) with a bank schema: 200 accounts, a trigger that refuses
# any change to a frozen account (137). pgbench -d (debug: every command each client sends and
# receives) runs a transfer script, 4 clients x 50 transactions, fixed random seed; the client
# that draws the frozen account aborts with the trigger's error while the others finish.
local bin=/usr/lib/postgresql/15/bin data="$PWD/data" sock="$PWD/sock" port pg i rc=0
port=$(free_port)
chmod o+x "$WORK" "$WORK/k10b"; mkdir -p "$sock"; chown -R nobody:nogroup "$PWD"
runuser -u nobody -- "$bin/initdb" -D "$data" -A trust -U postgres >/dev/null 2>&1
runuser -u nobody -- "$bin/postgres" -D "$data" -k "$sock" -p "$port" -c listen_addresses='' >/dev/null 2>&1 &
pg=$!
for i in $(seq 1 50); do [[ -S "$sock/.s.PGSQL.$port" ]] && break; sleep 0.2; done
runuser -u nobody -- env PGHOST="$sock" PGPORT="$port" PGUSER=postgres psql -X -q -v ON_ERROR_STOP=1 -d postgres >/dev/null 2>&1 <<'SQL'
create table accounts (id int primary key, owner text not null, balance bigint not null);
insert into accounts select g, 'owner ' || g, 100000 from generate_series(1, 200) g;
create table transfers (id bigserial primary key, src int not null, dst int not null, cents int not null, at timestamptz default now());
create function refuse_frozen() returns trigger language plpgsql as $$
begin
  if new.id = 137 then
    raise exception 'account % is frozen (compliance hold since 2026-11-28)', new.id;
  end if;
  return new;
end $$;
create trigger accounts_frozen before update on accounts for each row execute function refuse_frozen();
SQL
cat >transfer.sql <<'SQL'
\set src random(1, 200)
\set dst random(1, 200)
\set cents random(100, 5000)
BEGIN;
UPDATE accounts SET balance = balance - :cents WHERE id = :src;
UPDATE accounts SET balance = balance + :cents WHERE id = :dst;
INSERT INTO transfers (src, dst, cents) VALUES (:src, :dst, :cents);
END;
SQL
chown nobody:nogroup transfer.sql
runuser -u nobody -- env PGHOST="$sock" PGPORT="$port" PGUSER=postgres \
  pgbench -d -n -c 4 -j 1 -t 50 --random-seed=11 -f transfer.sql postgres 2>&1 || rc=$?
kill -INT "$(head -1 "$data/postmaster.pid")"; wait "$pg" || true
return $rc
