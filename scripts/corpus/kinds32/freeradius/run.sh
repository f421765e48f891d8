# freeradius -X in the foreground, as the agent watched it while the reception's wireless
# controller replayed the morning's logins (radclient, one request at a time, 21 Access-Requests):
# the long startup (configuration dump, modules instantiated, 'Ready to process requests'), then
# one block per request, '(N) Received Access-Request ...' with its attributes, the authorize
# section's modules (files matching the user's entry, pap, the reply's VLAN attributes) and
# '(N) Sent Access-Accept'. The tenth request is the locum's: files finds the entry, then
# '(9) expiration: Account expired at ...' and 'userlock', so '(9) Sent Access-Reject' (after the
# reject delay) where every other request is accepted. Then SIGTERM. Exit 0.
local port srv i
port=$(python3 -c 'import socket; s=socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
sed -i "s/port = 0/port = $port/" raddb/sites-enabled/clinic
freeradius -X -d raddb 2>&1 &
srv=$!
for i in $(seq 1 100); do ss -uln | grep -q "127.0.0.1:$port " && break; sleep 0.1; done
radclient -f requests.txt -p 1 127.0.0.1:$port auth practice-wlc-2024 >/dev/null 2>&1 || true
sleep 0.5
kill -TERM "$srv"; wait "$srv" || true
