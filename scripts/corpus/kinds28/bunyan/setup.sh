# A parcel-locker reservation worker (Node, bunyan JSON logs on stdout) and tonight's batch of 200
# shipments for 18 lockers in Hamburg. One locker's firmware does not offer size L, so the one
# large parcel addressed to LCK-HH-ALTONA-07 is rejected with a 409 three times and dead-lettered
# (bunyan err objects with their stack) in the middle of the batch; the batch finishes, the summary
# line says deadLettered: 1, exit 0. The agent runs the worker on the batch file.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
python3 - <<'PY'
import json, random
random.seed(7)
lockers = ["LCK-HH-ALTONA-%02d" % i for i in range(1, 9)] + ["LCK-HH-EIMSB-%02d" % i for i in range(1, 6)] + \
          ["LCK-HH-WANDSB-%02d" % i for i in range(1, 6)]
with open("batch-2024-06-12.ndjson", "w") as f:
    for i in range(1, 201):
        lk = random.choice(lockers)
        p = {"h": random.randint(2, 30), "w": random.randint(10, 37), "d": random.randint(10, 60), "g": random.randint(100, 15000)}
        if random.random() < 0.03:
            p["d"] = random.randint(70, 90)
        if i == 97:
            lk = "LCK-HH-ALTONA-07"
            p = {"h": 34, "w": 30, "d": 50, "g": 9200}
        elif lk == "LCK-HH-ALTONA-07" and p["h"] > 19:
            p["h"] = 12
        f.write(json.dumps({"id": "SHP-%07d" % (4410000 + i), "lockerId": lk, "parcel": p}) + "\n")
PY
