# iperf3 -c 127.0.0.1 -p 5299 -t 40 -i 0.5 -b 200M -J, the acceptance test of a regional
# newspaper's new link from the print works to the newsroom's file server, run the evening the
# plates are sent (here on loopback: the server is iperf3 -s -1 on 127.0.0.1:5299, started first).
# Thirteen seconds in, the far end stalls for three seconds (SIGSTOP and SIGCONT to the server, as when
# the print works' switch reloaded its config): the intervals of those seconds carry 0 bytes and
# the sender's congestion window shrinks; the rest run at the 200 Mbit/s cap. -J prints one JSON
# object at the end (start, intervals, end).
local srv rc=0 cli
iperf3 -s -1 -B 127.0.0.1 -p 5299 >/dev/null 2>&1 &
srv=$!
sleep 1
iperf3 -c 127.0.0.1 -p 5299 -t 40 -i 0.5 -b 200M -J 2>&1 &
cli=$!
sleep 13
kill -STOP "$srv"
sleep 3
kill -CONT "$srv"
wait "$cli" || rc=$?
wait "$srv" 2>/dev/null || true
return "$rc"
