# Traffic of a game server fleet on NATS (raw protocol, stdlib only): 40 match servers connect,
# publish match events and disconnect in rounds; the matchmaker subscribes to match.> and
# reads; during the tournament burst it stalls (a long GC pause in the real service) and stops
# reading, so the server drops it; it reconnects and resubscribes a few seconds later.
import socket, sys, time, random, json
port = int(sys.argv[1])
random.seed(7)
def conn(name):
    s = socket.create_connection(("127.0.0.1", port))
    s.recv(4096)  # INFO
    s.sendall(('CONNECT ' + json.dumps({"verbose": False, "pedantic": False, "name": name, "lang": "python3", "version": "0.9"}) + '\r\nPING\r\n').encode())
    s.recv(4096)  # PONG
    return s
def drain(s):
    s.setblocking(False)
    try:
        while s.recv(65536): pass
    except (BlockingIOError, ConnectionError):
        pass
    s.setblocking(True)
mm = conn("matchmaker-eu-1")
mm.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
mm.sendall(b"SUB match.> 1\r\nPING\r\n"); time.sleep(0.1); drain(mm)
maps = ["harbor", "quarry", "citadel", "dunes", "glacier", "foundry"]
def round_(r, burst=False):
    for g in range(40):
        gs = conn(f"gs-{g:03d}.eu-west")
        for e in range(120 if burst else 3):
            ev = {"server": f"gs-{g:03d}", "match": f"M{r:03d}{g:03d}", "map": random.choice(maps), "tick": random.randint(1, 90000)}
            kind = random.choice(["started", "player_joined", "score", "ended"])
            payload = json.dumps(ev) + (" " * 4000 if burst else "")
            gs.sendall(f"PUB match.{kind}.gs-{g:03d} {len(payload)}\r\n{payload}\r\n".encode())
        gs.sendall(b"PING\r\n"); gs.recv(4096); gs.close()
for r in range(8):
    round_(r); drain(mm); mm.sendall(b"PING\r\n"); time.sleep(0.05); drain(mm)
# tournament burst while the matchmaker does not read
round_(8, burst=True)
time.sleep(3)
try: mm.close()
except OSError: pass
mm = conn("matchmaker-eu-1")
mm.sendall(b"SUB match.> 1\r\nPING\r\n"); time.sleep(0.1); drain(mm)
for r in range(9, 14):
    round_(r); drain(mm); mm.sendall(b"PING\r\n"); time.sleep(0.05); drain(mm)
mm.close()
