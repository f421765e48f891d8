# The event bus of a game server fleet: nats-server 2.9 with debug logging (client connects and
# closes at DBG level, a few hundred rounds of match servers) and a small max_pending for its
# subscribers. The matchmaker stalls during a tournament burst, the server cuts it off as a slow
# consumer ('Slow Consumer Detected', at INF level) and it comes back a few seconds later; the
# agent watched the server's foreground output, then stopped it.
port=$(free_port)
sed "s/@PORT@/$port/" nats.conf.in >nats.conf
nats-server -c nats.conf 2>&1 & ns=$!
sleep 1
python3 workload.py "$port"
sleep 1
kill -TERM $ns; wait $ns
