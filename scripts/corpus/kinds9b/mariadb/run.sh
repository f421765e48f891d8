# MariaDB 10.11 (mariadbd as mysql, socket only, its error log in data/mariadb.err).
# The CLI case: a shop schema, then a migration script of ~420 statements run with
# `mariadb -vvv --force`: each statement echoed with its result; the insert of order 7313 names a
# customer that does not exist (a foreign key error), --force goes on; exit 1.
# The error-log case (mariadb-error-log-*): the same server takes the migration, then a writer is mid-transaction when the
# server is killed with SIGKILL; it is started again (InnoDB crash recovery, the open transaction
# rolled back); a health check with an old password is refused at every probe before and after
# (warnings), and the agent reads the error log of both runs.
local data="$PWD/data" sock="$PWD/mysqld.sock" db i rc=0 cli
chmod o+x "$WORK" "$WORK/k9b"; mkdir -p "$data"; chown -R mysql:mysql "$PWD"
mariadb-install-db --user=mysql --datadir="$data" --auth-root-authentication-method=socket >/dev/null 2>&1
k9b_mariadbd() {
  mariadbd --no-defaults --user=mysql --datadir="$data" --socket="$sock" --skip-networking \
    --log-error="$data/mariadb.err" --log-warnings=3 --innodb-buffer-pool-size=32M \
    --innodb-log-file-size=48M --pid-file="$data/mariadbd.pid" >/dev/null 2>&1 &
  db=$!
  for i in $(seq 1 100); do mariadb --socket="$sock" -e 'select 1' >/dev/null 2>&1 && break; sleep 0.2; done
}
k9b_mariadbd
cli="mariadb --socket=$sock"
$cli <<'SQL'
create database shop;
create user app@localhost identified by 'app-2026'; grant all on shop.* to app@localhost;
use shop;
create table customers (id int primary key, name varchar(60) not null, region varchar(20) not null) engine=innodb;
create table orders (id int primary key, customer_id int not null, cents bigint not null, placed date not null,
  constraint orders_customer foreign key (customer_id) references customers (id)) engine=innodb;
SQL
{
  echo "use shop;"
  echo "start transaction;"
  for i in $(seq 1 200); do
    echo "insert into customers values ($i, 'customer $i', '$(( i % 4 ))');"
  done
  echo "commit;"
  echo "alter table orders add column status varchar(12) not null default 'paid';"
  for i in $(seq 7101 7320); do
    if (( i == 7313 )); then
      echo "insert into orders (id, customer_id, cents, placed) values ($i, 2013, $(( i * 37 % 90000 )), '2026-11-$(( i % 28 + 1 ))');"
    else
      echo "insert into orders (id, customer_id, cents, placed) values ($i, $(( i % 200 + 1 )), $(( i * 37 % 90000 )), '2026-11-$(( i % 28 + 1 ))');"
    fi
  done
  echo "update orders set status = 'shipped' where placed < '2026-11-15';"
  echo "create index orders_placed on orders (placed);"
  echo "select region, count(*) from customers group by region;"
} >migrate.sql
chown mysql:mysql migrate.sql
if [[ $CASE_ID != mariadb-error-log* ]]; then
  $cli -vvv --force shop <migrate.sql 2>&1 || rc=$?
  kill "$db"; wait "$db" || true
  return $rc
fi
$cli --force shop <migrate.sql >/dev/null 2>&1 || true
k9b_probes() {
  for i in $(seq 1 "$1"); do
    mariadb --socket="$sock" -uapp -papp-2025 -e 'select 1' shop >/dev/null 2>&1 || true
    if (( i % 20 == 0 )); then $cli -e "select count(*) from shop.orders" >/dev/null 2>&1; fi
  done
}
k9b_probes 150
# A writer mid-transaction when the server is killed.
( echo "use shop; start transaction;"
  for i in $(seq 8001 8400); do echo "insert into orders (id, customer_id, cents, placed) values ($i, $(( i % 200 + 1 )), 100, '2026-11-30');"; done
  echo "select sleep(30);" ) | $cli >/dev/null 2>&1 &
sleep 3
kill -KILL "$db"; wait "$db" 2>/dev/null || true
sleep 1
k9b_mariadbd
k9b_probes 120
kill "$db"; wait "$db" || true
cat data/mariadb.err || rc=$?
return $rc
