# turnserver -c turnserver.conf in the foreground, as the agent watched it during the afternoon's
# visiting hour: coturn's banner and capabilities, then each device's video visit as a TURN
# session (turnutils_uclient against a turnutils_peer on loopback, one session per device, in
# turn): the first ALLOCATE answered 'error 401: Unauthorized' with a nonce as always, then
# ALLOCATE, REFRESH, CHANNEL_BIND and CREATE_PERMISSION 'processed, success', and the deallocating
# REFRESH with lifetime=0. Ward 7's kiosk still has the password from before last month's rotation:
# its session gets only 401s, each followed by 'ERROR: check_stun_auth: user kiosk-ward7 credentials
# are incorrect', some thirty times until the kiosk's client gives up ('Cannot complete Allocation'); the other devices go on. Then SIGTERM. Exit 0.
local port peer srv ppid i d pw
port=$(free_port)
peer=$(python3 -c 'import socket; s=socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
sed -i "s/PORT/$port/" turnserver.conf
turnserver -c turnserver.conf 2>&1 &
srv=$!
turnutils_peer -L 127.0.0.1 -p "$peer" >/dev/null 2>&1 &
ppid=$!
for i in $(seq 1 100); do ss -tln | grep -q "127.0.0.1:$port " && break; sleep 0.1; done
sleep 0.5
while IFS=$'\t' read -r d pw; do
  # ward 7's kiosk stored its password before the rotation
  [[ $d == kiosk-ward7 ]] && pw="${pw}-2023"
  timeout 20 turnutils_uclient -u "$d" -w "$pw" -p "$port" -e 127.0.0.1 -r "$peer" -n 2 -m 1 -l 180 127.0.0.1 >/dev/null 2>&1 || true
  sleep 0.2
done < <(python3 -c 'import random; random.seed(5); l=open("devices.txt").read().splitlines(); random.shuffle(l); print("\n".join(l))')
sleep 0.5
kill -TERM "$srv"; wait "$srv" || true
kill "$ppid"; wait "$ppid" 2>/dev/null || true
