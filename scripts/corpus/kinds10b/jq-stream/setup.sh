# An export of a shop's audit events as NDJSON (2,000 events, one object per line), written by
# Python's json module; from event 1,287 on the import job writes "user" as a plain string
# ("svc-import") where every other event has an object {"id", "role"}.
python3 - <<'PY'
import json, random
random.seed(11)
actions = ["login", "view_order", "update_cart", "checkout", "refund_request", "logout", "export_report"]
with open("events.ndjson", "w") as f:
    for i in range(1, 2001):
        ev = {"ts": f"2026-11-30T{8 + i // 240:02d}:{i // 4 % 60:02d}:{i * 7 % 60:02d}Z", "seq": i,
              "user": {"id": f"u-{random.randint(1000, 9999)}", "role": random.choice(["customer", "staff"])},
              "action": random.choice(actions), "ip": f"10.8.{i % 200}.{i * 13 % 250}"}
        if i >= 1287 and i % 40 == 7:
            ev["user"] = "svc-import"
            ev["action"] = "bulk_import"
        f.write(json.dumps(ev) + "\n")
PY
