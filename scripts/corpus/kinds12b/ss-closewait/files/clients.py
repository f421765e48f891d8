# the app's connections: a redis pool and a memcached pool kept open, and short ledger-sync calls
import socket, sys, time
rp, mp, lp = (int(a) for a in sys.argv[1:4])
pool = []
for i in range(16):
    s = socket.create_connection(("127.0.0.1", rp)); s.sendall(b"PING\r\n"); s.recv(64); pool.append(s)
for i in range(8):
    s = socket.create_connection(("127.0.0.1", mp)); s.sendall(b"version\r\n"); s.recv(64); pool.append(s)
for i in range(140):
    s = socket.create_connection(("127.0.0.1", lp)); s.sendall(b"post batch %d\n" % i); s.recv(64); s.close()
for i in range(4):
    s = socket.create_connection(("127.0.0.1", lp)); s.sendall(b"subscribe %d\n" % i); s.recv(64); pool.append(s)
print("ready", flush=True)
time.sleep(60)
