# collectd -f -C collectd.conf in the foreground, as the agent watched it for 90 seconds: its
# start-up lines, then every second a 'write_log values:' line with the seven sensors' Graphite
# lines under it. At 30 s a delivery leaves the walk-in fridge's door ajar (door_open 1) for 25 s
# and its air climbs past 5 C, then 8 C; the threshold plugin's notifications ('Notification:
# severity = WARNING ...', then FAILURE) come some lines after the door's value changed, and an
# OKAY once the door is shut and the air is back under 5 C. Then Ctrl-C (SIGINT): collectd exits 0.
local srv rc=0
env --default-signal=INT collectd -f -C collectd.conf 2>&1 &
srv=$!
sleep 90
kill -INT "$srv"; wait "$srv" || rc=$?
return "$rc"
