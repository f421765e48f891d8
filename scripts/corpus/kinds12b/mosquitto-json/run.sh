# mosquitto 2.0 on 127.0.0.1 for a press shop's twelve presses: each press keeps a connection with
# a retained last will (plant/press-NN/status 'offline') and announces 'online', then publishes a
# telemetry message a round (35 rounds, JSON payloads). During round 14 press-07's controller
# dies (its connection is killed without a DISCONNECT), so the broker publishes its will, and it
# sends nothing more. The agent watches everything with mosquitto_sub in JSON format; Ctrl-C.
local port br sub i n r dev=() rc=0
port=$(free_port)
mosquitto -p "$port" >/dev/null 2>&1 &
br=$!
for i in $(seq 1 50); do mosquitto_pub -p "$port" -t probe -m x 2>/dev/null && break; sleep 0.2; done
mkfifo sub.out
cat sub.out &
n=$!
mosquitto_sub -h 127.0.0.1 -p "$port" -t 'plant/#' -F %j >sub.out 2>&1 &
sub=$!
sleep 0.5
for i in $(seq -w 1 12); do
  # not a job of this shell (its SIGKILL is not reported here)
  ( mosquitto_sub -p "$port" -i "press-$i" -k 5 --will-topic "plant/press-$i/status" --will-payload offline --will-retain -t "plant/press-$i/cmd" >/dev/null 2>&1 & echo $! >"press-$i.pid" )
  dev+=("$(cat "press-$i.pid")")
  mosquitto_pub -p "$port" -i "press-$i-boot" -t "plant/press-$i/status" -m online -r
done
for r in $(seq 1 35); do
  for i in $(seq -w 1 12); do
    [[ $i == 07 && $r -ge 14 ]] && continue
    mosquitto_pub -p "$port" -i "press-$i-tx" -t "plant/press-$i/telemetry" \
      -m "{\"cycle\": $((r * 40 + 10#$i)), \"temp_c\": $((55 + (r * 3 + 10#$i) % 9)).$((r % 10)), \"pressure_bar\": 4.$(((r + 10#$i) % 10)), \"strokes_per_min\": $((30 + (10#$i * 7 + r) % 6))}"
    if [[ $i == 07 && $r == 13 ]]; then kill -9 "${dev[6]}"; fi
  done
  sleep 0.1
done
sleep 0.5
kill -INT "$sub"; wait "$sub" || rc=$?
wait "$n" || true
for i in "${dev[@]}"; do kill "$i" 2>/dev/null || true; done
kill "$br"; wait "$br" 2>/dev/null || true
return $rc
