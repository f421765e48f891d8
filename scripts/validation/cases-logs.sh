# shellcheck shell=bash
# Servers' and daemons' logs: PostgreSQL backend killed (crash recovery), psql --csv, nginx with a
# worker killed, redis crash under a restarting supervisor, a NUL-prefixed log after copytruncate,
# the fail2ban sample-log dataset. Sourced by regen.sh. Servers listen on 127.0.0.1 or Unix sockets.

PG_PORT=54329

pg_setup() {
  local d=$1
  chmod 755 "$WORK"
  mkdir -p "$d"; chown postgres:postgres "$d"
  runuser -u postgres -- initdb -D "$d/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
  cat >>"$d/data/postgresql.conf" <<EOF
listen_addresses = ''
port = $PG_PORT
unix_socket_directories = '$d'
logging_collector = off
log_line_prefix = '%m [%p] %q%u@%d '
log_connections = on
log_disconnections = on
log_min_duration_statement = 0
log_checkpoints = on
restart_after_crash = on
EOF
}

pg_workload() {
  local d=$1
  runuser -u postgres -- psql -q -h "$d" -p $PG_PORT -d postgres -c "CREATE DATABASE shop" >/dev/null
  runuser -u postgres -- psql -q -h "$d" -p $PG_PORT -d shop >/dev/null <<'SQL'
CREATE TABLE orders (id int PRIMARY KEY, customer text, status text, total_cents int, created date);
INSERT INTO orders SELECT g, 'customer-' || (g % 97), (ARRAY['paid','shipped','refunded','cancelled'])[1 + g % 4],
  (g * 137) % 50000, date '2026-01-01' + (g % 300) FROM generate_series(1, 2500) g;
CREATE INDEX orders_customer ON orders (customer);
ANALYZE orders;
SQL
}

pg_crash_runner() {
  local d=$PWD i
  pg_setup "$d"
  runuser -u postgres -- pg_ctl -D "$d/data" -l "$d/server.log" -w start >/dev/null
  pg_workload "$d"
  for i in $(seq 1 60); do
    runuser -u postgres -- psql -q -h "$d" -p $PG_PORT -d shop -c "SELECT status, count(*), sum(total_cents) FROM orders WHERE customer = 'customer-$i' GROUP BY status" >/dev/null
  done
  # A long report query whose backend the OOM killer (here: kill -9) ends.
  runuser -u postgres -- psql -q -h "$d" -p $PG_PORT -d shop -c "SELECT pg_sleep(30), count(*) FROM orders" >/dev/null 2>&1 &
  sleep 2
  kill -9 "$(runuser -u postgres -- psql -At -h "$d" -p $PG_PORT -d postgres -c "SELECT pid FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%'")"
  wait || true
  for i in $(seq 1 50); do
    runuser -u postgres -- psql -q -h "$d" -p $PG_PORT -d shop -c "SELECT 1" >/dev/null 2>&1 && break
    sleep 0.2
  done
  for i in $(seq 61 100); do
    runuser -u postgres -- psql -q -h "$d" -p $PG_PORT -d shop -c "UPDATE orders SET status = 'shipped' WHERE id = $((i * 7))" >/dev/null
  done
  runuser -u postgres -- pg_ctl -D "$d/data" -m fast -w stop >/dev/null
  cat "$d/server.log"
}

case_pg_crash() {
  want postgres-backend-killed-recovery || return 0
  local d="$WORK/pg-crash"; mkdir -p "$d"
  record postgres-backend-killed-recovery log "$d" \
    "PostgreSQL 15 server log (log_min_duration_statement=0, connections logged): ~100 routine statements, then a backend is killed by signal 9, the server terminates all backends, recovers (not properly shut down; automatic recovery; redo), accepts connections again, and finally shuts down cleanly." \
    "cat server.log" pg_crash_runner
}

pg_csv_runner() {
  local d=$PWD
  pg_setup "$d"
  runuser -u postgres -- pg_ctl -D "$d/data" -l "$d/server.log" -w start >/dev/null
  pg_workload "$d"
  runuser -u postgres -- psql --csv -h "$d" -p $PG_PORT -d shop -c "SELECT id, customer, status, total_cents, created FROM orders WHERE status IN ('refunded', 'cancelled') ORDER BY created, id" || true
  runuser -u postgres -- pg_ctl -D "$d/data" -m fast -w stop >/dev/null
}

case_psql_csv() {
  want psql-csv-query || return 0
  local d="$WORK/pg-csv"; mkdir -p "$d"
  record psql-csv-query csv "$d" \
    "psql --csv of a query over a 2,500-row orders table: header row then 1,250 refunded/cancelled orders ordered by date." \
    "psql --csv -d shop -c \"SELECT id, customer, status, total_cents, created FROM orders WHERE status IN ('refunded', 'cancelled') ORDER BY created, id\"" pg_csv_runner
}

nginx_runner() {
  local d=$PWD pid i w
  chmod 755 "$WORK" "$d"
  mkdir -p "$d/html/api" "$d/logs" "$d/tmp"
  for i in $(seq 1 40); do echo "{\"order\": $i}" >"$d/html/api/order-$i.json"; done
  echo ok >"$d/html/healthz"
  cat >"$d/nginx.conf" <<EOF
daemon off;
worker_processes 2;
error_log stderr notice;
pid $d/nginx.pid;
events { worker_connections 64; }
http {
  access_log /dev/stdout;
  client_body_temp_path $d/tmp; proxy_temp_path $d/tmp; fastcgi_temp_path $d/tmp; uwsgi_temp_path $d/tmp; scgi_temp_path $d/tmp;
  server {
    listen 127.0.0.1:18089;
    root $d/html;
  }
}
EOF
  # Through a pipe, as a container runtime reads it (/dev/stdout reopened on a file would overwrite).
  ( nginx -p "$d" -c "$d/nginx.conf" 2>&1 | cat ) &
  PIDS+=("$!")
  sleep 1
  pid=$(cat "$d/nginx.pid")
  python3 - <<'PY'
import urllib.request, urllib.error
def get(p):
    try:
        urllib.request.urlopen("http://127.0.0.1:18089" + p, timeout=5).read()
    except urllib.error.HTTPError:
        pass
for i in range(600):
    get(f"/api/order-{i % 45 + 1}.json")
    if i % 25 == 0:
        get("/healthz")
PY
  # one worker dies (kill -SEGV stands in for a crash); the master starts a new one
  w=$(pgrep -P "$pid" | head -1); kill -SEGV "$w"; sleep 1
  python3 - <<'PY'
import urllib.request, urllib.error
for i in range(600, 1000):
    try:
        urllib.request.urlopen(f"http://127.0.0.1:18089/api/order-{i % 45 + 1}.json", timeout=5).read()
    except urllib.error.HTTPError:
        pass
PY
  kill -QUIT "$pid"; wait || true
}

case_nginx() {
  want nginx-worker-signal-foreground-log || return 0
  local d="$WORK/nginx"; mkdir -p "$d"
  record nginx-worker-signal-foreground-log log "$d" \
    "nginx run in the foreground as in a container (access log to stdout, error log to stderr, notice level): ~1,000 access lines with 404s, one worker exits on signal 11 in the middle and the master starts a new one, then graceful shutdown." \
    "nginx -p . -c nginx.conf   # daemon off; access_log /dev/stdout; error_log stderr notice" nginx_runner
}

redis_runner() {
  local d=$PWD run i
  cat >"$d/redis.conf" <<EOF
port 16399
bind 127.0.0.1
dir $d
daemonize no
loglevel verbose
save ""
appendonly no
enable-debug-command yes
EOF
  ( for run in 1 2; do
      echo "supervisor: starting redis-server (run $run)"
      rc=0; redis-server "$d/redis.conf" || rc=$?
      if [[ $rc == 0 ]]; then echo "supervisor: redis-server exited with status 0; not restarting"; break; fi
      echo "supervisor: redis-server exited with status $rc; restarting in 1s"
      sleep 1
    done ) &
  local sup=$!
  PIDS+=("$sup")
  sleep 1
  for i in $(seq 1 300); do echo "SET session:$i user-$((i % 37)) EX 3600"; done | redis-cli -p 16399 >/dev/null
  for i in $(seq 1 30); do redis-cli -p 16399 GET "session:$i" >/dev/null; done
  redis-cli -p 16399 DEBUG SEGFAULT >/dev/null 2>&1 || true
  sleep 2.5
  for i in $(seq 1 20); do redis-cli -p 16399 SET "cart:$i" 1 >/dev/null; done
  redis-cli -p 16399 SHUTDOWN NOSAVE >/dev/null 2>&1 || true
  wait "$sup" || true
}

case_redis() {
  want redis-crash-supervisor-restart || return 0
  local d="$WORK/redis"; mkdir -p "$d"
  record redis-crash-supervisor-restart log "$d" \
    "redis-server 7.0 (loglevel verbose) under a shell supervisor loop: client connections logged, then a crash (DEBUG SEGFAULT) with the REDIS BUG REPORT, the supervisor restarts it, then a clean shutdown." \
    "./supervise.sh redis-server redis.conf   # restart loop, 2 runs" redis_runner
}

nul_log_runner() {
  local d=$PWD
  # A worker writes its log without O_APPEND; logrotate's copytruncate empties the file,
  # the worker's next write lands at its old offset and the file starts with NUL bytes.
  python3 - "$d/deploy.log" <<'PY'
import os, sys
path = sys.argv[1]
fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
def log(msg):
    os.write(fd, (msg + "\n").encode())
for i in range(1, 41):
    log(f"2026-11-30 23:59:{i % 60:02d} INFO  deploy-agent: heartbeat {i}, queue empty")
os.truncate(path, 0)          # copytruncate by logrotate at midnight
for i in range(1, 121):
    log(f"2026-12-01 00:{i // 60:02d}:{i % 60:02d} INFO  deploy-agent: step {i}/120 rolling web-{i % 12:02d} to release 2026.12.1")
log("2026-12-01 00:02:01 INFO  deploy-agent: health check web-07: 503 after 30s")
log("2026-12-01 00:02:02 INFO  deploy-agent: rolling back web-07 to release 2026.11.4")
log("2026-12-01 00:02:09 ERROR deploy-agent: deploy failed: web-07 did not become healthy (3 attempts)")
os.close(fd)
PY
  cat "$d/deploy.log"
}

case_nul_log() {
  want nul-prefixed-log-after-copytruncate || return 0
  local d="$WORK/nul-log"; mkdir -p "$d"
  record nul-prefixed-log-after-copytruncate log "$d" \
    "cat of a deploy agent's log after logrotate copytruncate: the file starts with ~3 KB of NUL bytes (the writer kept its old offset), then 120 INFO steps and the final ERROR deploy failed line." \
    "cat deploy.log" nul_log_runner
}

F2B_TESTS=/usr/lib/python3/dist-packages/fail2ban/tests

case_fail2ban_regex() {
  want fail2ban-regex-sshd-sample-log || return 0
  record fail2ban-regex-sshd-sample-log terminal "$WORK" \
    "fail2ban-regex over the sshd sample log that Debian's fail2ban package ships (a public test dataset of real sshd lines): the regex and date-template statistics, the missed lines, and the Lines summary." \
    "fail2ban-regex --print-all-missed $F2B_TESTS/files/logs/sshd /etc/fail2ban/filter.d/sshd.conf"
}

case_dataset_postfix_log() {
  want dataset-mail-logs-concatenated || return 0
  record dataset-mail-logs-concatenated log "$WORK" \
    "The postfix, dovecot, exim and sendmail sample logs from Debian's fail2ban test dataset with its # comment lines and blank lines dropped: real-world mail daemon syslog lines (rejects, auth failures, SASL errors)." \
    "cd $F2B_TESTS/files/logs && grep -hvE '^(#|$)' postfix dovecot exim sendmail-reject sendmail-auth"
}

CASES+=(case_pg_crash case_psql_csv case_nginx case_redis case_nul_log case_fail2ban_regex case_dataset_postfix_log)
