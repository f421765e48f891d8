'use strict';
// The sign-up service of a cycling club's Saturday rides (dev server, run under nodemon).
const http = require('http');
const fs = require('fs');
const path = require('path');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'rides.json'), 'utf8'));
const taken = Object.fromEntries(cfg.rides.map((r) => [r, 0]));
const port = Number(process.env.PORT || 8097);
console.log(`ride-signups: season ${cfg.season}, ${cfg.rides.length} rides, capacity ${cfg.capacityPerRide} per ride, waitlist ${cfg.waitlist ? 'on' : 'off'}`);

http.createServer((req, res) => {
  const m = req.url.match(/^\/rides\/([\w-]+)\/signup\?member=(\d+)$/);
  if (req.method === 'POST' && m && m[1] in taken) {
    const ride = m[1];
    if (taken[ride] >= cfg.capacityPerRide) {
      const code = cfg.waitlist ? 202 : 409;
      console.log(`POST /rides/${ride}/signup member=${m[2]} ${code} ${cfg.waitlist ? 'waitlisted' : 'full'} (${taken[ride]}/${cfg.capacityPerRide})`);
      res.writeHead(code).end();
      return;
    }
    taken[ride] += 1;
    console.log(`POST /rides/${ride}/signup member=${m[2]} 201 (${taken[ride]}/${cfg.capacityPerRide})`);
    res.writeHead(201).end();
    return;
  }
  console.log(`${req.method} ${req.url} 404`);
  res.writeHead(404).end();
}).listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${port}`));
