# privoxy --no-daemon in the foreground, as the agent watched it during a morning's lessons: the
# classroom machines' ~600 requests (the school's learning sites, the BBC, the library catalogue,
# and the ad and tracker requests those pages make, crunched as 'Blocked'). One teacher uploads a
# pupil's coursework video (3 MB, a POST) to the exam board's portal; the county cache drops the
# connection at its upload limit before reading the body, so Privoxy's one error of the morning is
# 'Error: write to: portal.examboard.example failed: Broken pipe' right after that request's line;
# the lessons go on. Then SIGTERM ('Info: exiting by signal 15 .. bye'). Exit 0.
local port up srv psrv i
port=$(free_port); up=$(free_port)
sed -i "s/PORT/$port/; s/UPSTREAM/$up/" config
python3 upstream.py "$up" &
psrv=$!
privoxy --no-daemon config 2>&1 &
srv=$!
for i in $(seq 1 100); do ss -tln | grep -q "127.0.0.1:$port " && ss -tln | grep -q "127.0.0.1:$up " && break; sleep 0.1; done
python3 - "$port" <<'PY'
import http.client, random, sys, time
random.seed(2024)
port = int(sys.argv[1])
sites = [("www.bbc.co.uk", ["/bitesize/subjects/zqpv7p3", "/bitesize/topics/z3x39j6", "/newsround", "/cbbc/games"]),
         ("www.topmarks.co.uk", ["/maths-games/7-11-years/times-tables", "/english-games/5-7-years/letters-and-sounds"]),
         ("www.purplemash.com", ["/sch/hillside", "/app/tools/2paint"]),
         ("library.hillside.sch.example", ["/catalogue/search?q=dinosaurs", "/catalogue/item/4471", "/loans"]),
         ("www.oxfordowl.co.uk", ["/for-school/reading", "/api/books?level=6"])]
trackers = ["securepubads.g.doubleclick.net/gampad/ads", "pagead2.googlesyndication.com/pagead/js/adsbygoogle.js",
            "ib.adnxs.com/ut/v3", "sb.scorecardresearch.com/b?c1=2", "ads.edu-games.example/banner.js",
            "tracker.reading-apps.example/pixel.gif"]
reqs = []
for i in range(600):
    if i == 331:
        reqs.append(("POST", "portal.examboard.example", "/coursework/upload?centre=40127&candidate=0193", 3 * 1024 * 1024))
        continue
    if random.random() < 0.17:
        host, _, path = random.choice(trackers).partition("/")
        reqs.append(("GET", host, "/" + path, 0))
    else:
        host, paths = random.choice(sites)
        reqs.append(("GET", host, random.choice(paths), 0))
for method, host, path, size in reqs:
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        body = b"\0" * size if size else None
        c.request(method, f"http://{host}{path}", body=body, headers={"Host": host, "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0"})
        c.getresponse().read()
    except Exception:
        pass
    c.close()
    time.sleep(0.003)
PY
sleep 0.3
kill -TERM "$srv"; wait "$srv" || true
kill "$psrv"; wait "$psrv" 2>/dev/null || true
