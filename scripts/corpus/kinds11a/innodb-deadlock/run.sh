# MariaDB 10.11 (mariadbd as mysql, socket only) with a shop's stock table. Two order workers
# reserve the same two SKUs in opposite order inside their transactions, so InnoDB detects a
# deadlock and rolls one back ('Deadlock found when trying to get lock' in that worker's log, which
# the agent has seen). The agent asks the server for the detail: SHOW ENGINE INNODB STATUS\G,
# whose LATEST DETECTED DEADLOCK section sits between the semaphores and the transaction list.
local data="$PWD/data" sock="$PWD/mysqld.sock" db i rc=0 cli
chmod o+x "$WORK" "$WORK/k11a"; mkdir -p "$data"; chown -R mysql:mysql "$PWD"
mariadb-install-db --user=mysql --datadir="$data" --auth-root-authentication-method=socket >/dev/null 2>&1
mariadbd --no-defaults --user=mysql --datadir="$data" --socket="$sock" --skip-networking \
  --log-error="$data/mariadb.err" --innodb-buffer-pool-size=32M --innodb-log-file-size=48M \
  --pid-file="$data/mariadbd.pid" >/dev/null 2>&1 &
db=$!
for i in $(seq 1 100); do mariadb --socket="$sock" -e 'select 1' >/dev/null 2>&1 && break; sleep 0.2; done
cli="mariadb --socket=$sock"
{
  echo "create database shop; use shop;"
  echo "create table stock (sku varchar(16) primary key, warehouse varchar(12) not null, on_hand int not null, reserved int not null) engine=innodb;"
  echo "create table reservations (id int auto_increment primary key, order_id int not null, sku varchar(16) not null, qty int not null) engine=innodb;"
  for i in $(seq 1 400); do echo "insert into stock values ('SKU-$((4000 + i))', 'north-2', $((i * 7 % 90 + 10)), 0);"; done
} | $cli
# worker A: SKU-4071 then SKU-4233; worker B: SKU-4233 then SKU-4071
$cli shop -e "start transaction; update stock set reserved = reserved + 2 where sku = 'SKU-4071'; insert into reservations (order_id, sku, qty) values (551207, 'SKU-4071', 2); select sleep(1.5) into @s; update stock set reserved = reserved + 1 where sku = 'SKU-4233'; insert into reservations (order_id, sku, qty) values (551207, 'SKU-4233', 1); commit;" >/dev/null 2>&1 &
local a=$!
sleep 0.5
$cli shop -e "start transaction; update stock set reserved = reserved + 5 where sku = 'SKU-4233'; insert into reservations (order_id, sku, qty) values (551209, 'SKU-4233', 5); select sleep(1.5) into @s; update stock set reserved = reserved + 1 where sku = 'SKU-4071'; commit;" >/dev/null 2>&1 || true
wait "$a" || true
$cli -e 'SHOW ENGINE INNODB STATUS\G' || rc=$?
$cli -e 'shutdown' >/dev/null 2>&1 || kill "$db"
wait "$db" 2>/dev/null || true
return $rc
