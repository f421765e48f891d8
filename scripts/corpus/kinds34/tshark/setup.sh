# The water treatment works of a small town: the SCADA poller (127.0.0.1) reads four PLCs behind one
# Modbus/TCP gateway on port 502 every cycle (unit 1 the raw-water intake, 2 the filter gallery, 3
# the chlorine contact tank, 4 the clear-water reservoir), two Read Holding Registers requests per
# unit. A Python gateway answers them (the registers drift a little from cycle to cycle) while
# tcpdump captures the loopback traffic into plant.pcap. Half way an engineer's laptop
# (127.0.0.23) writes the chlorine dose setpoint on unit 3 (register 210, tenths of mg/l, Write
# Multiple Registers) as 950
# instead of 95: the PLC refuses it with exception 3 (Illegal data value), the one exception
# response in the capture; the polling goes on. The capture is what the agent then read with tshark.
port=502
python3 - "$port" >gateway.log 2>&1 <<'PY' &
import socket, struct, sys, threading, random
random.seed(7)
port = int(sys.argv[1])
regs = {u: [100 * u + k for k in range(260)] for u in (1, 2, 3, 4)}
def handle(c):
    buf = b""
    while True:
        d = c.recv(4096)
        if not d:
            break
        buf += d
        while len(buf) >= 7:
            tid, pid, ln, unit = struct.unpack(">HHHB", buf[:7])
            if len(buf) < 6 + ln:
                break
            pdu, buf = buf[7:6 + ln], buf[6 + ln:]
            fc = pdu[0]
            if fc == 3:
                ref, cnt = struct.unpack(">HH", pdu[1:5])
                for k in range(ref, ref + cnt):
                    regs[unit][k] = max(0, regs[unit][k] + random.choice((-1, 0, 0, 1)))
                body = bytes([3, 2 * cnt]) + b"".join(struct.pack(">H", regs[unit][k]) for k in range(ref, ref + cnt))
            elif fc == 16:
                ref, cnt = struct.unpack(">HH", pdu[1:5])
                vals = struct.unpack(">%dH" % cnt, pdu[6:6 + 2 * cnt])
                if unit == 3 and ref <= 210 < ref + cnt and vals[210 - ref] > 200:
                    body = bytes([0x90, 3])
                else:
                    for k, v in enumerate(vals):
                        regs[unit][ref + k] = v
                    body = pdu[:5]
            else:
                body = bytes([fc | 0x80, 1])
            c.sendall(struct.pack(">HHHB", tid, 0, len(body) + 1, unit) + body)
    c.close()
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", port))
s.listen(8)
while True:
    c, _ = s.accept()
    threading.Thread(target=handle, args=(c,), daemon=True).start()
PY
gw=$!
for i in $(seq 1 50); do ss -tln | grep -q "127.0.0.1:$port " && break; sleep 0.1; done
tcpdump -i lo -U -w plant.pcap "tcp port $port" >/dev/null 2>&1 &
cap=$!
sleep 1
python3 - "$port" <<'PY'
import socket, struct, sys, time
port = int(sys.argv[1])
blocks = {1: [(0, 6), (40, 4)], 2: [(100, 8), (150, 3)], 3: [(200, 6), (210, 2)], 4: [(0, 4), (20, 5)]}
def conn(src):
    s = socket.socket()
    s.bind((src, 0))
    s.connect(("127.0.0.1", port))
    return s
def ask(s, tid, unit, pdu):
    s.sendall(struct.pack(">HHHB", tid, 0, len(pdu) + 1, unit) + pdu)
    h = s.recv(7)
    ln = struct.unpack(">HHHB", h)[2]
    s.recv(ln - 1)
poller = conn("127.0.0.1")
tid = 0
for cycle in range(36):
    for unit, bl in blocks.items():
        for ref, cnt in bl:
            tid += 1
            ask(poller, tid, unit, struct.pack(">BHH", 3, ref, cnt))
    if cycle == 19:
        laptop = conn("127.0.0.23")
        ask(laptop, 1, 3, struct.pack(">BHHBH", 16, 210, 1, 2, 950))
        laptop.close()
    time.sleep(0.25)
poller.close()
PY
sleep 1
kill -INT "$cap"; wait "$cap" || true
kill "$gw"; wait "$gw" 2>/dev/null || true
