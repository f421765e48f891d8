# The practice's Redis (on 127.0.0.1, no persistence) and the reminders worker in the foreground as
# the agent watched it: 'celery -A reminders worker --loglevel=INFO --concurrency=1 -n
# reminders@castlegate', as nobody, with Debian's python3 first on PATH. Once the worker is up the
# booking system's nightly job (queue_reminders.py) queues the 17 reminders for tomorrow; the worker
# logs 'received' and 'succeeded in ...s: <result>' for each; about two seconds after the last one,
# Ctrl-C (SIGINT): a warm shutdown.
local port redis worker rc=0 i
port=$(cat port)
redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --daemonize no >/dev/null 2>&1 &
redis=$!
for i in $(seq 1 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
export REMINDERS_BROKER="redis://127.0.0.1:$port/0"
setpriv --reuid=nobody --regid=nogroup --clear-groups env PATH="/usr/bin:/bin" HOME=/tmp \
  env --default-signal=INT celery -A reminders worker --loglevel=INFO --concurrency=1 -n reminders@castlegate 2>&1 &
worker=$!
for i in $(seq 1 100); do
  [[ "$(redis-cli -p "$port" exists _kombu.binding.celery 2>/dev/null)" == 1 ]] && break
  sleep 0.1
done
sleep 2
PATH="/usr/bin:/bin" /usr/bin/python3 queue_reminders.py >/dev/null 2>&1
for i in $(seq 1 400); do
  [[ "$(redis-cli -p "$port" llen celery 2>/dev/null)" == 0 && "$(redis-cli -p "$port" hlen unacked 2>/dev/null)" == 0 ]] && break
  sleep 0.1
done
sleep 2
kill -INT "$worker"; wait "$worker" || rc=$?
kill "$redis"; wait "$redis" || true
return "$rc"
