# uWSGI (Debian's uwsgi-core with the python3 plugin) serving the app with 4 workers and
# harakiri 2: its start-up lines and one request-log line per request on stderr. 600 requests to
# /sku and /export; the export of account acct-0042 (request 311) runs past the harakiri limit, so
# the master kills that worker (HARAKIRI lines, 'DAMN ! worker N (pid: P) died, killed by signal 9')
# and respawns it; more requests; then the master is stopped with SIGINT.
local port u i rc=0
port=$(free_port)
uwsgi --plugin python3 --http-socket "127.0.0.1:$port" --wsgi-file app.py --master --processes 4 \
  --harakiri 2 --need-app --die-on-term &
u=$!
for i in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$port/sku/1" && break; sleep 0.2; done
for i in $(seq 1 600); do
  if (( i == 311 )); then curl -s -o /dev/null "http://127.0.0.1:$port/export/acct-0042"
  elif (( i % 9 == 0 )); then curl -s -o /dev/null "http://127.0.0.1:$port/export/acct-$((i % 97 + 1000))"
  else curl -s -o /dev/null "http://127.0.0.1:$port/sku/$((i * 7 % 500))"; fi
done
kill -INT "$u"; wait "$u" || rc=$?
return $rc
