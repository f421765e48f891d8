# Start the daemon (its own output is not the case's), wait for it, then the thread dump the agent asked for.
java LedgerDaemon.java >daemon.log 2>&1 &
pid=$!
for i in $(seq 1 100); do grep -q ready daemon.log 2>/dev/null && break; sleep 0.2; done
jstack "$pid"
kill "$pid"; wait "$pid" 2>/dev/null || true
