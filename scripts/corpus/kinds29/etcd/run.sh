# The coordination store of a clinic appointment scheduler: three etcd 3.4 members on 127.0.0.1
# (sched-a, sched-b, sched-c), snapshots every 15 entries so the routine snapshot/compaction/purge
# lines pile up while the booking service writes slot holds. The agent watched member sched-b in
# the foreground. Half way through, the leader is killed with SIGKILL (the OOM killer on its host)
# and respawned by its supervisor five seconds later: sched-b's log shows the lost connections,
# a new election and the old leader coming back as a follower, all at I/W level. Then the writes go
# on, and sched-b is stopped with SIGTERM at the end of the shift.
P=(); for i in 1 2 3 4 5 6; do P+=($(free_port)); done
cl="sched-a=http://127.0.0.1:${P[0]},sched-b=http://127.0.0.1:${P[2]},sched-c=http://127.0.0.1:${P[4]}"
member() { # name index state
  exec etcd --name "$1" --data-dir "$PWD/$1.etcd" --listen-peer-urls "http://127.0.0.1:${P[$2]}" \
    --initial-advertise-peer-urls "http://127.0.0.1:${P[$2]}" --listen-client-urls "http://127.0.0.1:${P[$(($2+1))]}" \
    --advertise-client-urls "http://127.0.0.1:${P[$(($2+1))]}" --initial-cluster "$cl" --initial-cluster-state "$3" \
    --initial-cluster-token clinic-sched --snapshot-count 15 --max-snapshots 3 --max-wals 3
}
member sched-a 0 new >/dev/null 2>&1 & ea=$!
member sched-c 4 new >/dev/null 2>&1 & ec=$!
sleep 2
member sched-b 2 new 2>&1 & eb=$!
sleep 3
book() { # client port, first booking, count
  python3 - "$@" <<'PY'
import sys, json, base64, urllib.request
port, first, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
b64 = lambda s: base64.b64encode(s.encode()).decode()
clinics = ["north", "harbour", "old-town", "riverside", "west-park"]
for i in range(first, first + n):
    k = f"/clinic/{clinics[i % 5]}/slots/2024-03-{11 + i % 5:02d}/{8 + i % 9:02d}{(i * 7) % 4 * 15:02d}/hold"
    body = json.dumps({"key": b64(k), "value": b64(f"booking-{i:05d}")}).encode()
    urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{port}/v3/kv/put", body), timeout=10).read()
PY
}
book "${P[3]}" 0 2500
# which member leads? (sched-b never does: it joined last)
leader=$(python3 - "${P[1]}" <<'PY'
import sys, json, urllib.request
r = json.load(urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{sys.argv[1]}/v3/maintenance/status", b"{}")))
print("a" if r["header"]["member_id"] == r["leader"] else "c")
PY
)
if [[ $leader == a ]]; then kill -9 $ea; wait $ea 2>/dev/null; else kill -9 $ec; wait $ec 2>/dev/null; fi
sleep 5
if [[ $leader == a ]]; then member sched-a 0 existing >/dev/null 2>&1 & ea=$!; else member sched-c 4 existing >/dev/null 2>&1 & ec=$!; fi
sleep 3
book "${P[3]}" 2500 2500
kill -TERM $eb; wait $eb
kill -TERM $ea $ec 2>/dev/null; wait $ea $ec 2>/dev/null || true
