# supervisord in the foreground; once worker_2 has settled 60 jobs it is killed with SIGKILL and
# respawned; 4 s later supervisord is asked to stop. (Its output goes through a pipe: each program
# opens /dev/stdout itself, and on a regular file their writes would overwrite one another.)
supervisord -c supervisord.conf > >(cat) 2>&1 &
local sup=$! w i
for i in $(seq 1 300); do
  [[ -f journal/worker-2.open && $(cut -d' ' -f2 journal/worker-2.open 2>/dev/null) -ge 60 ]] && break
  sleep 0.1
done
w=$(pgrep -f "worker.py 2" | head -1)
kill -KILL "$w"
sleep 4
kill -TERM "$sup"; wait "$sup" || true
