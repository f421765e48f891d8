# npx node-red --settings settings.js --userDir . flows.json in the foreground, as the agent watched
# it for 55 seconds: Node-RED's start-up lines (welcome, versions, settings and flows files, the
# credentials warning, 'Server now running at http://127.0.0.1:PORT/', 'Started flows'), then every
# second four '[info] [debug:cellar log]' lines, one a fermenter. The sensor board (a bounded loop
# here) writes sensors.json every half second with each beer's temperature near its set point. 24 s
# in, the helles in FV3 loses its probe (a wet connector): the board reports the DS18B20's
# disconnected value, -127.0, and the function node, which compares it with the set point, closes
# FV3's glycol valve; from then on FV3's line reads '-127.0 C (set 12.0) glycol valve closed' among
# the other three fermenters' normal lines, with no warning or error from Node-RED. Then Ctrl-C
# (SIGINT to the process group).
local srv rc=0
setsid env --default-signal=INT npx node-red --settings settings.js --userDir . flows.json 2>&1 &
srv=$!
python3 - <<'PY'
import json, os, random, time
random.seed(36)
t = {"FV1": 19.1, "FV2": 12.1, "FV3": 12.2, "FV4": 20.3}
start = time.time()
while time.time() - start < 53:
    el = time.time() - start
    for fv, set_ in (("FV1", 19.0), ("FV2", 12.0), ("FV3", 12.0), ("FV4", 20.0)):
        t[fv] += random.uniform(-0.06, 0.08) - (0.04 if t[fv] > set_ + 0.2 else 0)
    out = {k: round(v, 1) for k, v in t.items()}
    if el > 24:
        out["FV3"] = -127.0
    with open("sensors.json.tmp", "w") as f:
        json.dump(out, f)
    os.replace("sensors.json.tmp", "sensors.json")
    time.sleep(0.5)
PY
sleep 1
kill -INT -- -"$srv"; wait "$srv" || rc=$?
return "$rc"
