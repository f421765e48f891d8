# radicale --config config in the foreground (Radicale 3.1.8, Debian), its log on stderr at level
# info, as the agent watched it for about 55 seconds: the start-up lines, then two lines a request
# ('PROPFIND request for '/centre/studio/' received from 127.0.0.1 using 'DAVx5/4.3.4-ose ...'' and
# 'PROPFIND response status for '/centre/studio/' in 0.004 seconds: 207 Multi-Status') as the
# reception PC, two duty managers' phones and the foyer kiosk sync the four calendars and add
# bookings (a bounded loop of HTTP requests). 24 s in, one duty manager removes the squash courts
# calendar from the calendar app on her phone, and DAVx5 sends DELETE for the whole collection:
# 'DELETE request for '/centre/squash-courts/'' answered '200 OK', no warning. From then on every
# client's requests for the squash courts get '404 Not Found', and the kiosk's new court bookings
# '409 Conflict', among the other calendars' routine lines. Then Ctrl-C (SIGINT).
local srv rc=0
env --default-signal=INT radicale --config config 2>&1 &
srv=$!
sleep 2
python3 - "$(cat port)" <<'PY'
import base64, random, sys, time, urllib.request, urllib.error
random.seed(37)
port = sys.argv[1]
base = f"http://127.0.0.1:{port}"
auth = "Basic " + base64.b64encode(b"centre:Ridgeway-Bookings-24").decode()
agents = {
    "reception": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:115.0) Gecko/20100101 Thunderbird/115.6.0",
    "phone-ak": "DAVx5/4.3.4-ose (2024/03/01; dav4jvm; okhttp/4.12.0) Android/14",
    "phone-lm": "DAVx5/4.3.4-ose (2024/03/01; dav4jvm; okhttp/4.12.0) Android/13",
    "kiosk": "BookingKiosk/1.8 (Ridgeway foyer)",
}
cals = ["sports-hall", "squash-courts", "studio", "meeting-room"]
PROPFIND = b'<?xml version="1.0"?><d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><d:displayname/><cs:getctag/><d:sync-token/></d:prop></d:propfind>'
REPORT = b'<?xml version="1.0"?><c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"/></c:comp-filter></c:filter></c:calendar-query>'
def req(method, path, who, body=None, depth=None, ctype=None):
    r = urllib.request.Request(base + path, data=body, method=method)
    r.add_header("Authorization", auth)
    r.add_header("User-Agent", agents[who])
    if depth is not None:
        r.add_header("Depth", depth)
    if ctype:
        r.add_header("Content-Type", ctype)
    try:
        with urllib.request.urlopen(r, timeout=5) as resp:
            resp.read()
    except urllib.error.HTTPError as e:
        e.read()
n = 0
start = time.time()
deleted = False
while time.time() - start < 50 and n < 200:
    t = time.time() - start
    if not deleted and t > 24:
        req("DELETE", "/centre/squash-courts/", "phone-lm")
        deleted = True
        time.sleep(0.7)
        continue
    who = random.choice(["reception", "reception", "phone-ak", "phone-lm", "kiosk", "kiosk"])
    cal = random.choice(cals)
    r = random.random()
    if who == "kiosk" and r < 0.5:
        day = 17 + random.randint(0, 6)
        h = random.randint(9, 20)
        uid = f"{cal}-202511{day:02d}-{h:02d}00-k{n}"
        ics = (f"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Ridgeway Leisure//Kiosk 1.8//EN\r\nBEGIN:VEVENT\r\n"
               f"UID:{uid}@ridgeway-leisure\r\nDTSTAMP:20251110T090000Z\r\nDTSTART:202511{day:02d}T{h:02d}0000Z\r\n"
               f"DTEND:202511{day:02d}T{h + 1:02d}0000Z\r\nSUMMARY:Kiosk booking\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n").encode()
        req("PUT", f"/centre/{cal}/{uid}.ics", who, ics, ctype="text/calendar; charset=utf-8")
    elif r < 0.6:
        req("PROPFIND", f"/centre/{cal}/", who, PROPFIND, depth="0", ctype="application/xml; charset=utf-8")
    else:
        req("REPORT", f"/centre/{cal}/", who, REPORT, depth="1", ctype="application/xml; charset=utf-8")
    n += 1
    time.sleep(random.uniform(0.85, 1.3))
PY
sleep 1
kill -INT "$srv"; wait "$srv" || rc=$?
return "$rc"
