# The server runs in the background (its log to a file); the agent's query prints one JSON object a row.
local sock="$PWD/mysqld.sock" pid rc=0
mariadbd --no-defaults --datadir="$PWD/data" --socket="$sock" --skip-networking --user=root --log-error="$PWD/server.err" >/dev/null 2>&1 &
pid=$!
for _ in $(seq 1 100); do mariadb --no-defaults -S "$sock" -uroot -e 'select 1' >/dev/null 2>&1 && break; sleep 0.2; done
mariadb --no-defaults -S "$sock" -uroot -e "create database ops; create table ops.deliveries (id int primary key, endpoint varchar(60), status varchar(12), attempts int, http_status int, error varchar(120));
use ops; insert into ops.deliveries select seq, concat('https://hooks.example.com/m/', seq mod 90), if(seq in (417, 1208), 'failed', if(seq mod 97 = 0, 'retrying', 'delivered')), if(seq in (417, 1208), 8, if(seq mod 97 = 0, 3, 1)), if(seq = 417, 410, if(seq = 1208, 503, if(seq mod 97 = 0, 502, 200))), if(seq = 417, 'endpoint gone: 410 Gone after 8 attempts', if(seq = 1208, 'upstream unavailable: 503 after 8 attempts', null)) from seq_1_to_1500" >/dev/null
mariadb --no-defaults -S "$sock" -uroot --batch --skip-column-names --raw -e "select json_object('id', id, 'endpoint', endpoint, 'status', status, 'attempts', attempts, 'http_status', http_status, 'error', error) from ops.deliveries order by id" || rc=$?
mariadb --no-defaults -S "$sock" -uroot -e shutdown >/dev/null 2>&1; wait $pid 2>/dev/null || true
return $rc
