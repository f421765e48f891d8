# dnsdist -C dnsdist.conf --supervised --disable-syslog -v in the foreground, as the agent watched
# it for about 70 seconds while the library's machines looked up its services (catalogue, proxy,
# printing, Wi-Fi login, the reading-room booking system; six queries a second, bounded, on
# 127.0.0.1): verbose mode logs each relayed query and answer ('Got query for NAME|A from ...,
# relayed to resolver-a', 'Got answer from ..., took N usec'). After about 30 seconds resolver-a
# hangs for ten seconds (SIGSTOP, as when its disk froze during the nightly snapshot): queries sent
# to it get no answer, three 'Timeout while waiting for the health check response from backend
# resolver-a' lines, 'Marking downstream resolver-a (127.0.0.1:N) as 'down'', and the queries go to
# resolver-b until resolver-a answers again and is marked 'up'. Then Ctrl-C (SIGINT), exit 130.
local port=5300 pa=5301 pb=5302 ra rb srv i rc
# fixed ports (the library's own numbering), so that the log names the same servers every run
sed -i "s/PORT_A/$pa/; s/PORT_B/$pb/; s/:PORT\"/:$port\"/" dnsdist.conf
python3 resolver.py "$pa" 1 >/dev/null 2>&1 &
ra=$!
python3 resolver.py "$pb" 2 >/dev/null 2>&1 &
rb=$!
sleep 1
env --default-signal=INT dnsdist -C dnsdist.conf --supervised --disable-syslog -v 2>&1 &
srv=$!
for i in $(seq 1 50); do ss -uln | grep -q "127.0.0.1:$port " && break; sleep 0.1; done
sleep 2
python3 - "$port" "$ra" <<'PY' >/dev/null 2>&1
import os, random, signal, socket, struct, sys, time
random.seed(5)
port, ra = int(sys.argv[1]), int(sys.argv[2])
names = ["catalogue.library.example", "ezproxy.library.example", "print.library.example", "wifi-login.library.example",
         "rooms.library.example", "archive.library.example", "www.library.example", "journals.library.example",
         "ldap.campus.example", "mail.campus.example", "vle.campus.example", "time.campus.example"]
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.settimeout(0.15)
start = time.time()
tid = 0
stopped = resumed = False
while time.time() - start < 68:
    t = time.time() - start
    if t > 30 and not stopped:
        os.kill(ra, signal.SIGSTOP)
        stopped = True
    if t > 40 and not resumed:
        os.kill(ra, signal.SIGCONT)
        resumed = True
    tid += 1
    name = random.choice(names)
    qtype = 1 if random.random() < 0.8 else 28
    q = struct.pack(">HHHHHH", tid, 0x0100, 1, 0, 0, 0) + b"".join(bytes([len(p)]) + p.encode() for p in name.split(".")) + b"\0" + struct.pack(">HH", qtype, 1)
    s.sendto(q, ("127.0.0.1", port))
    try:
        s.recv(512)
    except OSError:
        pass
    time.sleep(max(0.0, 1 / 6 - 0.01))
if not resumed:
    os.kill(ra, signal.SIGCONT)
PY
sleep 1
kill -INT "$srv"; wait "$srv" || rc=$?
kill "$ra" "$rb"; wait "$ra" "$rb" 2>/dev/null || true
return "${rc:-0}"
