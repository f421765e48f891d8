# rsyslogd 8.2302 in the foreground (-n) receiving syslog over UDP from three services (~900
# messages: orders, payments, shipping) and writing each to stdout, while forwarding all of them
# to a central collector over TCP. A third of the way in the collector stops (its host is
# rebooted), so rsyslog's forwarding action is suspended and queues; it comes back later and the
# action resumes; then SIGTERM.
local udp tcp col rs cn i rc=0
udp=$(free_port); tcp=$(free_port)
mkdir -p spool
sed -e "s/@UDP@/$udp/" -e "s/@TCP@/$tcp/" -e "s#@DIR@#$PWD#" rsyslog.conf.in >rsyslog.conf
python3 collector.py "$tcp" >/dev/null 2>&1 &
col=$!
sleep 0.5
# through a pipe, as a terminal or a supervisor sees it (omfile would truncate a regular file)
mkfifo console
cat console &
cn=$!
rsyslogd -n -f rsyslog.conf -i "$PWD/rsyslogd.pid" >console 2>&1 &
rs=$!
sleep 1
k12b_send() {
  python3 - "$udp" "$1" "$2" <<'PY'
import socket, sys, time
port, a, b = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
apps = [("orders", 23, "order %d accepted for customer C-%04d"),
        ("payments", 23, "charge for order %d captured (customer C-%04d)"),
        ("shipping", 22, "label printed for order %d (customer C-%04d)")]
for i in range(a, b):
    app, fac, msg = apps[i % 3]
    text = "<%d>Dec  3 07:%02d:%02d web-%d %s[%d]: %s" % (fac * 8 + 6, (i // 60) % 60, i % 60, i % 4 + 1, app, 4100 + i % 3, msg % (i + 50000, i * 7 % 9000))
    s.sendto(text.encode(), ("127.0.0.1", port))
    time.sleep(0.004)
PY
}
k12b_send 0 300
kill "$col"; wait "$col" 2>/dev/null || true
k12b_send 300 700
python3 collector.py "$tcp" >/dev/null 2>&1 &
col=$!
sleep 4
k12b_send 700 900
sleep 1
kill -TERM "$rs"; wait "$rs" || rc=$?
wait "$cn" || true
kill "$col" 2>/dev/null; wait "$col" 2>/dev/null || true
return $rc
