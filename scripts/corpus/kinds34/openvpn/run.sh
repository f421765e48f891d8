# openvpn --config turbine-gw.conf in the foreground on site 3's gateway, as the agent watched it
# for about 95 seconds (the control room's end runs beside it, its log to a file): at verb 4 the
# whole 'Current Parameter Settings' dump, the TLS handshake ('VERIFY OK', 'Peer Connection
# Initiated', 'Initialization Sequence Completed'), and a renegotiation every 20 s. After about 35 s
# the control room's openvpn hangs for 22 s (SIGSTOP, as when its VM was paused for a snapshot):
# the gateway logs '[control-room] Inactivity timeout (--ping-restart), restarting' and
# 'SIGUSR1[soft,ping-restart] received, process restarting', tries again, restarts once more, and
# is back ('Initialization Sequence Completed') once the control room runs again. Then Ctrl-C:
# 'SIGINT[hard,] received, process exiting'.
local srv cli i rc=0
openvpn --config control-room.conf >control-room.log 2>&1 &
srv=$!
sleep 1
env --default-signal=INT openvpn --config turbine-gw.conf 2>&1 &
cli=$!
sleep 35
kill -STOP "$srv"
sleep 22
kill -CONT "$srv"
sleep 38
kill -INT "$cli"; wait "$cli" || rc=$?
kill "$srv"; wait "$srv" 2>/dev/null || true
return "$rc"
