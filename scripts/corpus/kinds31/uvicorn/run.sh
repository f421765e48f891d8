# The loan service of a municipal tool library: a raw ASGI app (app.py) under uvicorn 0.x from
# PyPI, access log on, run in the foreground as the agent would watch it. A client replays the
# morning's traffic (~420 requests: tool look-ups, members' loan lists, health checks, some 404s).
# Half way, the librarian's overdue report (/loans/overdue.csv) hits a loan migrated from the old
# paper ledger that has 'due' and no 'due_date' key: 'ERROR:    Exception in ASGI application',
# the traceback ending in KeyError: 'due_date', and the '500 Internal Server Error' access line.
# Traffic goes on, then SIGINT: 'Shutting down', 'Finished server process'. Exit 0.
local port srv i
port=$(free_port)
uvicorn app:app --host 127.0.0.1 --port "$port" --no-use-colors 2>&1 &
srv=$!
for i in $(seq 1 50); do ( : </dev/tcp/127.0.0.1/$port ) 2>/dev/null && break; sleep 0.1; done
python3 - "$port" <<'PY'
import http.client, random, sys, time
random.seed(5)
port = int(sys.argv[1])
paths = []
for i in range(420):
    r = random.random()
    if i == 211:
        paths.append("/loans/overdue.csv")
    elif r < 0.55:
        paths.append(f"/tools/{random.randint(100, 230)}")
    elif r < 0.85:
        paths.append(f"/members/M{random.randint(300, 389)}")
    elif r < 0.95:
        paths.append("/health")
    else:
        paths.append(random.choice(["/favicon.ico", "/admin", "/tools", "/loans"]))
for p in paths:
    c = http.client.HTTPConnection("127.0.0.1", port)
    c.request("GET", p)
    c.getresponse().read()
    c.close()
    time.sleep(0.005)
PY
sleep 0.3
kill -INT "$srv"; wait "$srv" || true
