# mariadbd in the foreground (error log on stderr) under a workload; mid-way it is killed with
# SIGKILL (as by the OOM killer) and started again by the agent, so InnoDB recovers.
local sock="$PWD/mysqld.sock" pid i
start_db() {
  mariadbd --no-defaults --datadir="$PWD/data" --socket="$sock" --skip-networking --user=root \
    --innodb-buffer-pool-size=64M --log-warnings=3 &
  pid=$!
  for _ in $(seq 1 100); do mariadb --no-defaults -S "$sock" -uroot -e 'select 1' >/dev/null 2>&1 && return 0; sleep 0.2; done
}
q() { mariadb --no-defaults -S "$sock" -uroot "$@"; }
start_db
q -e "create database shop; create table shop.orders (id int primary key auto_increment, sku varchar(20), cents int) engine=innodb"
for i in $(seq 1 40); do q -e "insert into shop.orders (sku, cents) select concat('SKU-', seq), seq * 7 from seq_1_to_500" 2>/dev/null || q -e "insert into shop.orders (sku, cents) values ('SKU-$i', $i)"; done
q -e "begin; update shop.orders set cents = cents + 1; select sleep(3)" &
sleep 1.5
kill -9 $pid; wait $pid 2>/dev/null || true
sleep 0.5
start_db
q -e "select count(*) from shop.orders" >/dev/null
for i in $(seq 1 10); do q -e "insert into shop.orders (sku, cents) values ('SKU-R$i', $i)"; done
q -e "shutdown"
wait $pid 2>/dev/null || true
wait
