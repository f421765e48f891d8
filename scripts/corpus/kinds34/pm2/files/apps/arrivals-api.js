// The arrivals API the stop displays and the journey planner ask (the requests are replayed from a
// list, as the agent's test harness does, so the process needs no port).
const stops = ['Cathedral', 'Market Cross', 'Riverside', 'University', 'Hospital', 'Park & Ride North',
  'Railway Station', 'Old Town', 'Docks', 'Stadium', 'Airport', 'Zoo', 'Library', 'Museum Quarter'];
let n = 0;
setInterval(() => {
  n++;
  const stop = 100 + ((n * 37) % 260);
  const ms = 2 + ((n * 7) % 9);
  const client = n % 5 === 0 ? 'journey-planner' : 'display';
  console.log(`arrivals-api: GET /stops/${stop}/arrivals (${stops[stop % stops.length]}) client=${client} 200 ${ms}ms`);
}, 300);
