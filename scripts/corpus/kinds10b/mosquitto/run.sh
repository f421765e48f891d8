# mosquitto 2 in the foreground with -v (every connect, publish, subscribe and disconnect logged),
# listening on a free port with anonymous clients allowed. 240 plant sensors each connect, publish
# one reading and disconnect (mosquitto_pub); a dashboard subscriber and gateway-3 (keepalive 5 s)
# stay subscribed. gateway-3's process is then frozen (SIGSTOP, as a hung gateway): it sends no
# more PINGREQs and the broker drops it after 1.5 keepalives while the sensors go on; then SIGTERM.
local port br sub gw i rc=0
port=$(free_port)
printf 'listener %s 127.0.0.1\nallow_anonymous true\npersistence false\nlog_dest stderr\nlog_type all\nconnection_messages true\nlog_timestamp true\nlog_timestamp_format %%Y-%%m-%%dT%%H:%%M:%%S\n' "$port" >mosquitto.conf
mosquitto -v -c mosquitto.conf &
br=$!
for i in $(seq 1 50); do mosquitto_pub -p "$port" -i probe -t probe -m 1 >/dev/null 2>&1 && break; sleep 0.2; done
mosquitto_sub -p "$port" -i dashboard-1 -t 'plant/#' -q 1 >/dev/null &
sub=$!
mosquitto_sub -p "$port" -i gateway-3 -k 5 -t 'plant/line3/cmd' >/dev/null &
gw=$!
sleep 0.5
k10b_sensors() {
  local i
  for i in $(seq "$1" "$2"); do
    mosquitto_pub -p "$port" -i "sensor-$((i % 80 + 1))" -q $((i % 2)) -t "plant/line$((i % 4 + 1))/temp" -m "$((180 + i % 37))" >/dev/null 2>&1
  done
}
k10b_sensors 1 110
kill -STOP "$gw"
k10b_sensors 111 150
sleep 8
k10b_sensors 151 240
kill -KILL "$gw"; kill -CONT "$gw" 2>/dev/null; wait "$gw" 2>/dev/null || true
kill "$sub"; wait "$sub" 2>/dev/null || true
kill -TERM "$br"; wait "$br" || rc=$?
return $rc
