# A six-node Redis 7 cluster (three masters, three replicas, cluster-node-timeout 2 s) on
# 127.0.0.1; the first node runs in the foreground at loglevel verbose (its log is the output), the
# others log to files. The cluster is created with redis-cli --cluster create, a session service
# makes ~300 short connections to the first node, then the second master's process is killed
# (SIGKILL: its host died): the nodes mark it failing, its replica is elected and promoted, and
# more sessions follow; then the first node is shut down (SIGTERM).
local ports=() pids=() p i first rc=0
# six ports under 55535 whose cluster bus ports (port + 10000) are free too
ports=($(python3 -c '
import random, socket
def free(p):
    s = socket.socket()
    try:
        s.bind(("127.0.0.1", p)); return True
    except OSError:
        return False
    finally:
        s.close()
out = []
while len(out) < 6:
    p = random.randint(20000, 45000)
    if p not in out and free(p) and free(p + 10000):
        out.append(p)
print(*out)'))
for i in 0 1 2 3 4 5; do
  p=${ports[$i]}
  mkdir -p "node-$p"
  printf 'port %s\nbind 127.0.0.1\ncluster-enabled yes\ncluster-config-file nodes.conf\ncluster-node-timeout 2000\nappendonly no\nsave ""\ndir %s/node-%s\nloglevel verbose\nrepl-diskless-sync-delay 0\n' "$p" "$PWD" "$p" >"node-$p/redis.conf"
done
redis-server "node-${ports[0]}/redis.conf" &
first=$!
for i in 1 2 3 4 5; do
  p=${ports[$i]}
  redis-server "node-$p/redis.conf" --logfile "$PWD/node-$p/redis.log" --daemonize yes --pidfile "$PWD/node-$p/redis.pid"
done
for p in "${ports[@]}"; do for i in $(seq 1 50); do redis-cli -p "$p" ping >/dev/null 2>&1 && break; sleep 0.2; done; done
redis-cli --cluster create $(for p in "${ports[@]}"; do printf '127.0.0.1:%s ' "$p"; done) --cluster-replicas 1 --cluster-yes >/dev/null 2>&1
for i in $(seq 1 50); do redis-cli -p "${ports[0]}" cluster info 2>/dev/null | grep -q 'cluster_state:ok' && break; sleep 0.3; done
k12b_sessions() {
  python3 - "${ports[0]}" "$1" <<'PY'
import socket, sys
port, n = int(sys.argv[1]), int(sys.argv[2])
for i in range(n):
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"PING\r\n"); s.recv(64)
    s.close()
PY
}
for p in "${ports[@]:1}"; do for i in $(seq 1 50); do [[ -s "node-$p/redis.pid" ]] && break; sleep 0.2; done; pids+=("$(cat "node-$p/redis.pid")"); done
for i in $(seq 1 100); do
  [[ $(for p in "${ports[@]}"; do redis-cli -p "$p" info replication; done | grep -c 'master_link_status:up') == 3 ]] && break
  sleep 0.3
done
k12b_sessions 150
sleep 1
kill -9 "${pids[0]}"
sleep 8
k12b_sessions 150
kill -TERM "$first"; wait "$first" || rc=$?
for i in "${pids[@]:1}"; do kill "$i" 2>/dev/null || true; done
wait 2>/dev/null || true
return $rc
