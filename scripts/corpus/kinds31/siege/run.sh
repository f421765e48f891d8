# The pre-release load check of a science museum's timed-entry ticket API (a stand-in Python
# service on 127.0.0.1), run with siege 4.0 (Debian) from the team's siegerc (verbose, no colour,
# the text summary): four simulated users go once through urls.txt (250 URLs: day slots,
# exhibitions, price quotes for ticket mixes), one 'HTTP/1.1 200 ... ==> GET /api/...' line per
# request. The quotes for a mix with the new 'family' ticket type fail: the price table has no
# 'family' entry, so each of the four users gets 'HTTP/1.1 500' for that URL, in the middle. The
# summary goes to stderr, unbuffered, while the hit lines go to stdout in blocks, so it lands
# before the last flushed block (cut mid-line): 'Availability: 99.60 %', 'Failed transactions: 4'.
# Exit 0.
local port srv i
port=$(free_port)
python3 tickets.py "$port" >/dev/null 2>&1 &
srv=$!
for i in $(seq 1 50); do ( : </dev/tcp/127.0.0.1/$port ) 2>/dev/null && break; sleep 0.1; done
python3 - "$port" <<'PY'
import random, sys
random.seed(404)
port = sys.argv[1]
base = f"http://127.0.0.1:{port}"
urls = []
for i in range(250):
    r = random.random()
    if i == 130:
        urls.append(f"{base}/api/quote?tickets=adult,family")
    elif r < 0.45:
        urls.append(f"{base}/api/slots/2024-07-{random.randint(1, 31):02d}")
    elif r < 0.6:
        urls.append(f"{base}/api/exhibitions")
    else:
        mix = ",".join(random.choice(["adult", "child", "concession", "member"]) for _ in range(random.randint(1, 5)))
        urls.append(f"{base}/api/quote?tickets={mix}")
open("urls.txt", "w").write("\n".join(urls) + "\n")
PY
HOME="$PWD" siege -R siegerc -c 4 --reps=once -f urls.txt 2>&1
kill "$srv"; wait "$srv" 2>/dev/null || true
