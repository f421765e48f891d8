# npx pm2-runtime start ecosystem.config.js --formatted in the foreground, as the agent watched it
# for a hundred seconds (PM2_HOME in the case's dir): the apps' lines with pm2's |id|app| prefix, and
# pm2's own 'PM2 log:' lines. pm2's worker checks memory every 30 s: at the second check the poller
# is over 150M, '[PM2][WORKER] Process 1 restarted because it exceeds --max-memory-restart value
# (current_memory=... max_memory_limit=157286400 [octets])', it is stopped and started again
# ('loading static timetable' once more, feed numbers from 1); nothing says error. Then Ctrl-C:
# pm2 stops the three apps and 'PM2 successfully stopped'; npx exits 130.
local srv
export PM2_HOME="$PWD/.pm2"
# its own process group, so that the end is a Ctrl-C: SIGINT to npx, pm2-runtime and the apps
setsid env --default-signal=INT npx pm2-runtime start ecosystem.config.js --formatted 2>&1 &
srv=$!
sleep 100
kill -INT -- -"$srv"; wait "$srv"
