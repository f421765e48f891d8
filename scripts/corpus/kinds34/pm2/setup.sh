# The real-time arrivals service of a city's tram network (tramlink-arrivals): three Node
# processes under pm2-runtime (pm2 from the npm registry, a project dependency), the arrivals API,
# the GTFS-realtime poller and the platform display pusher. The poller keeps every poll's trip
# updates and so grows about 2 MB a second; its max_memory_restart is 150M.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
