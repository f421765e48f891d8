# The loading planner of a parcel depot network (Clojure 1.11, Debian's clojure, clojure.test, no
# build tool: a run-tests.clj script). One test namespace per depot (9), each planning the day's
# trailers route by route: the planner prints '[plan]' lines per route and per pallet it holds
# back, so the 'Testing depot...' headers are buried in its output. One expectation in
# depot.leipzig-test disagrees: route LEI-05, 30 pallets weighing exactly the trailer's 24,000 kg
# limit, where the test wants all 30 loaded and the planner holds the last one back (its weight
# check uses < where the limit is inclusive): the '[plan]   PAL-... held back' line, then
# 'FAIL in (route-05-full-trailer-at-weight-limit)', 'expected: (= 30 (count load))' and
# 'actual: (not (= 30 29))'. The agent runs the script.
python3 - <<'PY'
import random
random.seed(33)
depots = ["bremen", "dortmund", "erfurt", "hamburg", "kiel", "leipzig", "mannheim", "munich", "ulm"]
for d in depots:
    L = [f"(ns depot.{d}-test", "  (:require [clojure.test :refer [deftest is testing]]", "            [depot.pallets :as p]))", ""]
    for r in range(random.randint(14, 20)):
        route = [f"{d[:3].upper()}-{r:02d}-S{k}" for k in range(random.randint(3, 7))]
        pallets = []
        n = random.randint(18, 40)
        for i in range(n):
            parcels = [{"kg": random.randint(2, 40)} for _ in range(random.randint(3, 25))]
            pallets.append({"id": f"PAL-{d[:3].upper()}{r:02d}{i:03d}", "stop": random.choice(route),
                            "tare-kg": 25, "height-cm": random.choice([120, 150, 180, 200, 240, 260]), "parcels": parcels})
        if d == "leipzig" and r == 5:
            pallets = pallets[:30]
            while len(pallets) < 30:
                pallets.append(dict(pallets[0], id=f"PAL-LEI05{len(pallets):03d}"))
            for p in pallets:
                p["parcels"] = [{"kg": 250}, {"kg": 250}, {"kg": 275}]
                p["height-cm"] = 180
            # 30 x (25 + 775) = 24000 kg: exactly the limit
            want = 30
        else:
            # what the planner does today
            load, w = [], 0
            idx = {s: k for k, s in enumerate(route)}
            for p in sorted(pallets, key=lambda p: -idx[p["stop"]]):
                pw = p["tare-kg"] + sum(x["kg"] for x in p["parcels"])
                if len(load) < 33 and w + pw < 24000 and p["height-cm"] <= 270:
                    load.append(p); w += pw
            want = len(load)
        def edn(p):
            parcels = " ".join("{:kg %d}" % x["kg"] for x in p["parcels"])
            return '{:id "%s" :stop "%s" :tare-kg %d :height-cm %d :parcels [%s]}' % (p["id"], p["stop"], p["tare-kg"], p["height-cm"], parcels)
        name = f"route-{r:02d}-loads-{want}-pallets"
        if d == "leipzig" and r == 5:
            name = "route-05-full-trailer-at-weight-limit"
        L.append(f"(deftest {name}")
        L.append(f"  (testing \"{route[0]} with {len(pallets)} pallets\"")
        L.append("    (let [route [" + " ".join(f'"{s}"' for s in route) + "]")
        L.append("          pallets [" + "\n                   ".join(edn(p) for p in pallets) + "]")
        L.append("          load (p/plan-trailer route pallets)]")
        L.append(f"      (is (= {want} (count load)))")
        L.append("      (is (<= (reduce + (map p/pallet-weight load)) 24000)))))")
        L.append("")
    open(f"test/depot/{d}_test.clj", "w").write("\n".join(L))
PY
