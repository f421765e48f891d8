# memcached 1.6 in the foreground with -vv (every command and reply on stderr), item size limit
# 1 MB, as the user memcache. A session-cache client (python3, one connection a burst) sets, gets
# and deletes ~1,500 keys; one set of a 1.2 MB rendered report is refused
# ("SERVER_ERROR object too large for cache"); then SIGTERM.
local port mc i rc=0
port=$(free_port)
memcached -u memcache -l 127.0.0.1 -p "$port" -U 0 -m 16 -I 1m -c 64 -vv &
mc=$!
for i in $(seq 1 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1).close()" 2>/dev/null && break; sleep 0.2; done
python3 - "$port" >/dev/null 2>&1 <<'PY'
import socket, sys
port = int(sys.argv[1])
def session(cmds):
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    f = s.makefile("rwb")
    for c in cmds:
        f.write(c); f.flush()
        line = f.readline()
        if line.startswith(b"VALUE"):
            n = int(line.split()[3]); f.read(n + 2); f.readline()
    s.close()
for burst in range(60):
    cmds = []
    for j in range(8):
        k = burst * 8 + j
        v = (b"user=%d;cart=%d;locale=en_GB;" % (k, k * 7)) * (k % 5 + 1)
        cmds.append(b"set session:%06d 0 1800 %d\r\n%s\r\n" % (k, len(v), v))
        cmds.append(b"get session:%06d\r\n" % k)
        if k % 3 == 0:
            cmds.append(b"get session:%06d\r\n" % (k + 1000))
        if k % 11 == 0:
            cmds.append(b"delete session:%06d\r\n" % (k - 5 if k >= 5 else k))
    if burst == 37:
        big = b"<tr><td>row</td><td>0.00</td></tr>" * 36000
        cmds.append(b"set report:monthly:2026-11 0 3600 %d\r\n%s\r\n" % (len(big), big))
        cmds.append(b"get report:monthly:2026-11\r\n")
    session(cmds)
PY
kill -TERM "$mc"; wait "$mc" || rc=$?
return $rc
