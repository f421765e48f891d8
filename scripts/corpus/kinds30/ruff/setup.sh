# The pilot-boat scheduler of a river port (Python, ~14 modules: berths, tides, pilots, vessels,
# rosters, reports), linted with ruff 0.16 (PyPI) and its JSON output. The code base carries the
# usual lint of an old project (unused imports, f-strings without placeholders, comparisons to None
# and True, bare excepts, unused locals): ~130 diagnostics, each a pretty-printed object with its
# fix. In the middle, pilotage/tides.py was refactored and one function still uses the old name
# 'tide_height_m' (F821 undefined name), the one diagnostic that is a real bug. ruff exits 1.
python3 - <<'PY'
import os, random
random.seed(30)
mods = {
    "berths": ["quay_north", "oil_jetty", "grain_terminal"],
    "pilots": ["roster", "rest_rules", "boarding"],
    "tides": None,
    "vessels": ["draught", "ais_feed"],
    "reports": ["daily", "port_dues"],
    "scheduling": ["windows", "tug_orders", "lock_slots"],
}
os.makedirs("pilotage", exist_ok=True)
open("pilotage/__init__.py", "w").write('"""Pilot-boat scheduling for the river port."""\n')
def body(pkg, name, k):
    L = ['"""%s.%s: part of the pilot-boat scheduler."""' % (pkg, name)]
    imps = ["import os", "import sys", "import json", "import math",
            "from collections import defaultdict", "from typing import Optional, List, Dict"]
    random.shuffle(imps)
    L += ["import logging"] + imps[:2] + ["from datetime import datetime, timedelta"]
    L += ["", "log = logging.getLogger(__name__)", ""]
    for j in range(1):
        fn = f"{name}_{['window', 'slot', 'check', 'total', 'limit', 'draft'][j]}"
        L += [f"def {fn}(vessel, when=None):",
              f"    label = f\"{name} check\"",
              "    if when == None:",
              "        when = datetime.utcnow()",
              "    unused_margin = 0.5" if random.random() < 0.5 else "    margin = 0.5",
              "    try:",
              "        value = float(vessel.get('draught_m', 0))",
              "    except:",
              "        value = 0.0",
              "    if vessel.get('priority') == True:",
              "        value += 0.1",
              "    return round(value, 2)", ""]
    if random.random() < 0.4:
        L += ["square = lambda x: x * x", ""]
    return "\n".join(L) + "\n"
k = 0
for pkg, names in mods.items():
    if names is None:
        open("pilotage/tides.py", "w").write('''"""tides: tide windows for deep-draught vessels at the river bar."""
import math
from datetime import datetime, timedelta

BAR_DEPTH_CHART_M = 7.4
UNDER_KEEL_M = 0.9


def tide_height_at(when, high_water, range_m):
    phase = (when - high_water).total_seconds() / (12.42 * 3600) * 2 * math.pi
    return range_m / 2 * math.cos(phase) + range_m / 2


def bar_clear(draught_m, when, high_water, range_m):
    depth = BAR_DEPTH_CHART_M + tide_height_at(when, high_water, range_m)
    return depth - draught_m >= UNDER_KEEL_M


def window(draught_m, high_water, range_m, step_min=10):
    start = None
    t = high_water - timedelta(hours=6)
    while t <= high_water + timedelta(hours=6):
        if BAR_DEPTH_CHART_M + tide_height_m(t, high_water, range_m) - draught_m >= UNDER_KEEL_M:
            start = start or t
            end = t
        t += timedelta(minutes=step_min)
    return (start, end) if start else None
''')
        continue
    os.makedirs(f"pilotage/{pkg}", exist_ok=True)
    open(f"pilotage/{pkg}/__init__.py", "w").write("")
    for n in names:
        open(f"pilotage/{pkg}/{n}.py", "w").write(body(pkg, n, k))
        k += 1
PY
