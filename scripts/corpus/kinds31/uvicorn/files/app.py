"""Loan service of a municipal tool library (raw ASGI app served by uvicorn)."""
import json

TOOLS = {i: {"id": i, "name": n, "shelf": f"S{i % 12:02d}"} for i, n in enumerate(
    ["drill", "jigsaw", "ladder", "sander", "tile cutter", "pressure washer", "hedge trimmer",
     "wallpaper steamer", "router", "mitre saw", "stud finder", "carpet cleaner"] * 10, start=100)}
LOANS = [{"loan": 5000 + i, "tool": 100 + (i * 7) % 120, "member": f"M{300 + i % 90}",
          "due_date": f"2024-05-{1 + i % 28:02d}"} for i in range(160)]
# Loans migrated from the old paper ledger carry no due date key.
LOANS[117] = {"loan": 5117, "tool": 100 + (117 * 7) % 120, "member": "M327", "due": "2024-05-06"}


def overdue_rows(today):
    rows = []
    for loan in LOANS:
        if loan["due_date"] < today:
            rows.append(f'{loan["loan"]},{loan["tool"]},{loan["member"]},{loan["due_date"]}')
    return rows


async def send_json(send, status, body):
    data = json.dumps(body).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": data})


async def app(scope, receive, send):
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return
    path = scope["path"]
    if path.startswith("/tools/"):
        tid = int(path.rsplit("/", 1)[1])
        if tid in TOOLS:
            await send_json(send, 200, TOOLS[tid])
        else:
            await send_json(send, 404, {"error": "no such tool"})
    elif path == "/loans/overdue.csv":
        body = "\n".join(overdue_rows("2024-05-20")).encode()
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/csv")]})
        await send({"type": "http.response.body", "body": body})
    elif path.startswith("/members/"):
        member = path.rsplit("/", 1)[1]
        await send_json(send, 200, [l for l in LOANS if l["member"] == member])
    elif path == "/health":
        await send_json(send, 200, {"ok": True})
    else:
        await send_json(send, 404, {"error": "not found"})
