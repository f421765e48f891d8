# PostgreSQL 15 (pg_up: as nobody, socket only) serving a billing app: 24 idle pooled connections,
# 6 reporting sessions running long queries, and a batch job that began a transaction, updated
# account 42 and then sat idle in it (its client waits on a remote call); 9 billing workers'
# updates of the same account wait on its row lock. The agent lists the sessions with psql -x.
local bin data sock port pg i pids=() rc=0
pg_up k12b
k12b_psql() { runuser -u nobody -- env PGHOST="$sock" PGPORT="$port" PGUSER=postgres PGAPPNAME="$1" psql -X -q -d postgres "${@:2}"; }
k12b_psql setup -c "create table accounts (id int primary key, owner text, balance bigint); insert into accounts select g, 'owner ' || g, 100000 from generate_series(1, 500) g;" >/dev/null
for i in $(seq 1 24); do ( sleep 40 | k12b_psql "billing-api-pool-$i" ) >/dev/null 2>&1 & pids+=($!); done
for i in $(seq 1 6); do k12b_psql "report-runner-$i" -c "select pg_sleep(40), count(*) from accounts a, generate_series(1, $i) g" >/dev/null 2>&1 & pids+=($!); done
sleep 1
( printf 'BEGIN;\nUPDATE accounts SET balance = balance - 2500 WHERE id = 42;\n'; sleep 40 ) | k12b_psql "nightly-settlement" >/dev/null 2>&1 & pids+=($!)
sleep 1
for i in $(seq 1 9); do k12b_psql "billing-worker-$i" -c "UPDATE accounts SET balance = balance + $i WHERE id = 42" >/dev/null 2>&1 & pids+=($!); sleep 0.2; done
sleep 2
k12b_psql agent -x -c "SELECT * FROM pg_stat_activity" || rc=$?
pg_down
for i in "${pids[@]}"; do kill "$i" 2>/dev/null || true; done
wait 2>/dev/null || true
return $rc
