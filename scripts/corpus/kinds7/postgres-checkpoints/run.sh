# PostgreSQL 15 logging to stderr (connections, every statement with its duration, checkpoints) with
# max_wal_size at 128MB, under a day's load of 300 small sessions (200 rows each) with one nightly
# import of 1.2 million rows in the middle; then a fast stop.
local bin=/usr/lib/postgresql/15/bin data="$PWD/data" sock="$PWD/sock" port i pg q
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
chmod o+x "$WORK" "$WORK/k7"; mkdir -p "$sock"; chown -R nobody:nogroup "$PWD"
runuser -u nobody -- "$bin/initdb" -D "$data" -A trust -U etl >/dev/null 2>&1
runuser -u nobody -- "$bin/postgres" -D "$data" -k "$sock" -p "$port" -c listen_addresses='' \
  -c max_wal_size=128MB -c log_checkpoints=on -c log_connections=on \
  -c log_disconnections=on -c log_min_duration_statement=0 -c log_line_prefix='%m [%p] %q%u@%d ' &
pg=$!
for i in $(seq 1 50); do [[ -S "$sock/.s.PGSQL.$port" ]] && break; sleep 0.2; done
q="runuser -u nobody -- psql -h $sock -p $port -U etl -d postgres -qAt"
$q -c "create table postings(id bigserial primary key, account int, cents bigint, memo text)" >/dev/null 2>&1
for i in $(seq 1 300); do
  $q -c "insert into postings(account, cents, memo) select g % 5000, g * 7, 'session $i line ' || g from generate_series(1, 200) g" >/dev/null 2>&1
  if [[ $i == 170 ]]; then
    $q -c "insert into postings(account, cents, memo) select g % 5000, g * 7, 'nightly import line ' || g from generate_series(1, 1200000) g" >/dev/null 2>&1
  fi
done
$q -c "select count(*) from postings" >/dev/null 2>&1
kill -INT "$(head -1 "$data/postmaster.pid")"; wait "$pg" || true
