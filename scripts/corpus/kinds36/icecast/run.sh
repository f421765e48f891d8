# icecast2 -c icecast.xml in the foreground (as nobody, its error log on stderr and its access log
# on stdout, both into one pipe), as the agent watched it for about 57 seconds one evening: the start-up
# lines, the jukebox's encoder and the studio's logging in, then the wards' bedside units tuning in
# to /live.ogg (a bounded loop of listeners, each for 6 to 20 seconds; the access log line comes
# when one leaves). 17 s in the studio's encoder dies (SIGKILL, as when the studio PC froze):
# Icecast drops the source and passes the live listeners to /jukebox.ogg, the fallback. 10 s later
# the studio is back on /live.ogg, but with no fallback-override the listeners stay on the jukebox
# (the live mount's count starts again from 0, new units tuning in go to live). No error word marks
# it; the only EROR lines are each encoder's libshout probe (GET /admin/.POKE) as it logs in.
# Then Ctrl-C (SIGINT).
local srv rc=0 port live juke lis i
port=$(cat port)
setpriv --reuid=nobody --regid=nogroup --clear-groups bash -o pipefail -c 'icecast2 -c icecast.xml 2>&1 | cat' &
srv=$!
for i in $(seq 1 50); do ss -tln | grep -q "127.0.0.1:$port " && break; sleep 0.1; done
setpriv --reuid=nobody --regid=nogroup --clear-groups ezstream -q -c ezstream-jukebox.xml >/dev/null 2>&1 &
juke=$!
sleep 1
setpriv --reuid=nobody --regid=nogroup --clear-groups ezstream -q -c ezstream-live.xml >/dev/null 2>&1 &
live=$!
python3 - "$port" <<'PY' &
import random, subprocess, sys, time
random.seed(36)
port = sys.argv[1]
wards = ["Ward 3 (Heron)", "Ward 4 (Kestrel)", "Ward 7 (Curlew)", "Ward 9 (Maternity)", "Children's Ward",
         "Stroke Unit", "Day Surgery", "Ward 12 (Oystercatcher)"]
procs = []
start = time.time()
n = 0
while time.time() - start < 34 and n < 60:
    ward = random.choice(wards)
    ua = f"BedsideRadio/2.1 ({ward}, bed {random.randint(1, 28)})"
    procs.append(subprocess.Popen(["curl", "-s", "-o", "/dev/null", "-A", ua, "--max-time",
                                   str(random.randint(6, 20)), f"http://127.0.0.1:{port}/live.ogg"]))
    n += 1
    time.sleep(random.choice([0.4, 0.6, 0.8, 1.0]))
for p in procs:
    p.wait()
PY
lis=$!
sleep 16
kill -KILL "$live"; wait "$live" 2>/dev/null || true
sleep 10
setpriv --reuid=nobody --regid=nogroup --clear-groups ezstream -q -c ezstream-live.xml >/dev/null 2>&1 &
live=$!
wait "$lis" || true
sleep 2
kill "$live" "$juke"; wait "$live" "$juke" 2>/dev/null || true
sleep 1
kill -INT "$(cat icecast.pid)"
wait "$srv" || rc=$?
return "$rc"
