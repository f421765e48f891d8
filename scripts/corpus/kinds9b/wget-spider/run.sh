# The site served by python3 -m http.server on a free port; the agent checks its links with
# `wget --spider -r` (no files kept): a request block per URL, the one 404 among ~130 pages, and
# wget's closing 'Found 1 broken link.' with the URL; exit 8 (server error response).
local port srv rc=0
port=$(free_port)
python3 -m http.server "$port" --bind 127.0.0.1 -d site >/dev/null 2>&1 &
srv=$!
for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.2; done
wget --spider -r -l inf -np "http://127.0.0.1:$port/index.html" 2>&1 || rc=$?
kill "$srv"; wait "$srv" 2>/dev/null || true
return $rc
