# Last night's per-endpoint latency summary from the API gateway (CSV: endpoint, method, requests,
# p50_ms, p95_ms, p99_ms, errors), 140 endpoints. The agent sorts it by p99 with miller and asks for
# JSON with an over-SLO flag (p99 > 800 ms): the slowest endpoint, GET /api/v2/reports/export,
# lands last, the only one over the SLO.
python3 - <<'PY'
import random
random.seed(1207)
res = ["orders", "customers", "invoices", "products", "carts", "payments", "refunds", "shipments", "stores", "coupons",
       "reviews", "wishlists", "stock", "prices", "taxes", "users", "sessions", "webhooks", "search", "reports"]
rows = []
for r in res:
    for m, suffix in (("GET", ""), ("GET", "/{id}"), ("POST", ""), ("PATCH", "/{id}"), ("DELETE", "/{id}"), ("GET", "/{id}/history"), ("GET", "/export")):
        ep = f"/api/v2/{r}{suffix}"
        p50 = random.randint(8, 60)
        p95 = p50 + random.randint(20, 200)
        p99 = p95 + random.randint(30, 380)
        if ep == "/api/v2/reports/export":
            p50, p95, p99 = 640, 2980, 4210
        rows.append((ep, m, random.randint(200, 90000), p50, p95, p99, random.randint(0, 40)))
with open("latency-2026-12-01.csv", "w") as f:
    f.write("endpoint,method,requests,p50_ms,p95_ms,p99_ms,errors\n")
    for row in rows:
        f.write(",".join(map(str, row)) + "\n")
PY
