# bird -f -c core.conf -s core.ctl in the foreground, as the agent watched it for 90 seconds: the
# protocols' start-up, both sessions established, the 37 routes from each link imported (the
# fibre's best, the radio's not), KEEPALIVEs every two seconds. About 35 s in the fibre uplink's
# far end hangs for 12 s (SIGSTOP, as when the exchange's router froze): the hold timer expires,
# the fibre session goes down, its routes are withdrawn and the radio link's become best (the
# failover), then the fibre is back, re-established and preferred again. Then Ctrl-C: bird
# is killed with no closing line (bird shuts down gracefully on SIGTERM only); exit 130.
local srv fibre radio rc=0
bird -f -c fibre.conf -s fibre.ctl >/dev/null 2>&1 &
fibre=$!
bird -f -c radio.conf -s radio.ctl >/dev/null 2>&1 &
radio=$!
sleep 1
env --default-signal=INT bird -f -c core.conf -s core.ctl 2>&1 &
srv=$!
sleep 35
kill -STOP "$fibre"
sleep 12
kill -CONT "$fibre"
sleep 43
kill -INT "$srv"; wait "$srv" || rc=$?
kill "$fibre" "$radio"; wait "$fibre" "$radio" 2>/dev/null || true
return "$rc"
