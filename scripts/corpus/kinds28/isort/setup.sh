# A fleet telematics service (fleetlink: GPS/CAN-bus ingestion, trip building, fuel and driver
# reports; 50 modules), generated with imports from the standard library, third-party packages
# and its own package, then sorted with isort (Debian's python3-isort 5.6, profile black) as CI
# requires. Afterwards one module, fleetlink/ingest/can_bus.py, got a hand-added 'import struct'
# and 'from fleetlink.units import kmh' in the wrong places: the check's verbose log shows every
# module's place_module lines and 'SUCCESS: ... Everything Looks Good!', and for that one the
# diff and 'ERROR: ... Imports are incorrectly sorted and/or formatted.'; exit 1.
python3 - <<'PY'
import os, random
random.seed(303)
std = ["asyncio", "collections", "contextlib", "dataclasses", "datetime", "decimal", "enum", "functools",
       "itertools", "json", "logging", "math", "os", "pathlib", "re", "statistics", "time", "typing", "uuid", "zlib"]
third = ["attr", "click", "geopy", "httpx", "numpy", "orjson", "pandas", "pydantic", "pyproj", "redis",
         "shapely", "sqlalchemy", "structlog", "tenacity"]
pkgs = {"ingest": ["gps", "can_bus", "obd", "batches", "dedupe", "clock_skew", "decoder", "mqtt", "sinks"],
        "trips": ["builder", "stops", "idling", "geofence", "snapping", "merge", "splits"],
        "reports": ["fuel", "drivers", "utilisation", "co2", "maintenance", "exceptions", "export_csv", "export_pdf"],
        "api": ["app", "auth", "vehicles", "trips", "alerts", "schemas", "pagination"],
        "storage": ["db", "models", "timeseries", "cache", "archive"],
        "core": ["units", "config", "clock", "errors", "ids", "retry"]}
allmods = [f"fleetlink.{p}.{m}" for p, ms in pkgs.items() for m in ms]
os.makedirs("src/fleetlink", exist_ok=True)
open("src/fleetlink/__init__.py", "w").write('"""fleetlink: telematics ingestion and fleet reports."""\n')
open("src/fleetlink/units.py", "w").write("def kmh(v):\n    return v * 3.6\n")
for p, ms in pkgs.items():
    os.makedirs(f"src/fleetlink/{p}", exist_ok=True)
    open(f"src/fleetlink/{p}/__init__.py", "w").write("")
    for m in ms:
        r = random.Random(f"{p}.{m}")
        L = [f'"""{m.replace("_", " ")} ({p})."""']
        for s in r.sample(std, r.randint(2, 6)):
            L.append(f"import {s}")
        for t in r.sample(third, r.randint(1, 4)):
            L.append(f"import {t}")
        for o in r.sample([x for x in allmods if not x.endswith(f".{p}.{m}")], r.randint(1, 4)):
            pk, name = o.rsplit(".", 1)
            L.append(f"from {pk} import {name}")
        r.shuffle(L[1:])
        L += ["", "", f"def handle(record):", f"    return record", ""]
        open(f"src/fleetlink/{p}/{m}.py", "w").write("\n".join(L))
PY
/usr/bin/python3 -m isort -q src
python3 - <<'PY'
p = "src/fleetlink/ingest/can_bus.py"
L = open(p).read().split("\n")
i = max(k for k, l in enumerate(L) if l.startswith("import ") or l.startswith("from "))
L.insert(i + 1, "import struct")
L.insert(2, "from fleetlink.units import kmh")
open(p, "w").write("\n".join(L))
PY
