module.exports = {
  apps: [
    { name: 'arrivals-api', script: 'apps/arrivals-api.js' },
    { name: 'gtfs-rt-poller', script: 'apps/gtfs-rt-poller.js', max_memory_restart: '150M' },
    { name: 'display-pusher', script: 'apps/display-pusher.js' },
  ],
};
