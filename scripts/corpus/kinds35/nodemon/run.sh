# npx nodemon -V --watch src --watch config -e js,json src/server.js in the foreground, as the agent
# watched it for 80 seconds while members signed up (about five sign-ups a second for the five
# rides, bounded, on 127.0.0.1:8097): nodemon's verbose start-up lines, the server's config line
# (capacity 24 per ride, waitlist on), then one line per sign-up. After 35 seconds the club's
# config sync pulls a new config/rides.json (capacity 12 per ride, waitlist off, for the new
# insurance rules): nodemon says which file triggered the check and restarts the server, whose
# counts start again from 0 with the new capacity; from then on full rides answer 409. No error
# word. Then Ctrl-C (SIGINT to the process group).
local srv rc=0
setsid env --default-signal=INT npx nodemon -V --watch src --watch config -e js,json src/server.js 2>&1 &
srv=$!
for i in $(seq 1 50); do ss -tln | grep -q "127.0.0.1:8097 " && break; sleep 0.2; done
python3 - <<'PY' >/dev/null 2>&1
import json, random, time, urllib.request, urllib.error
random.seed(35)
rides = ["R-0607-hills", "R-0607-cafe", "R-0614-coast", "R-0614-gravel", "R-0621-sportive"]
start = time.time()
synced = False
while time.time() - start < 78:
    if time.time() - start > 35 and not synced:
        cfg = {"season": "2025-summer", "capacityPerRide": 12, "waitlist": False, "rides": rides}
        with open("config/rides.json", "w") as f:
            json.dump(cfg, f, indent=2)
            f.write("\n")
        synced = True
        time.sleep(3)
    ride = random.choice(rides)
    try:
        urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:8097/rides/{ride}/signup?member={random.randint(1001, 1390)}", method="POST"), timeout=2)
    except (urllib.error.URLError, OSError):
        pass
    time.sleep(0.2)
PY
sleep 1
kill -INT -- -"$srv"; wait "$srv" || rc=$?
return "$rc"
