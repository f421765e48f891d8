'use strict';
// Reserves a parcel-locker compartment for every shipment of a batch file (one JSON per line),
// through the locker network's API (simulated here by lockerApi). Logs with bunyan (JSON lines on
// stdout). A reservation the API rejects is retried three times, then dead-lettered; the worker
// finishes the batch and exits 0 (dead letters are handled by the morning shift).
const fs = require('fs');
const bunyan = require('bunyan');

const log = bunyan.createLogger({ name: 'locker-worker', level: 'debug', batch: process.argv[2], serializers: bunyan.stdSerializers });

const SIZES = { S: [8, 38, 64], M: [19, 38, 64], L: [39, 38, 64] };

function fits(p, size) {
  const [h, w, d] = SIZES[size];
  const dims = [p.h, p.w, p.d].sort((a, b) => a - b);
  const box = [h, w, d].sort((a, b) => a - b);
  return dims.every((x, i) => x <= box[i]);
}

// The locker network API: a compartment of the requested size at the locker, or an error.
function lockerApi(req) {
  const free = req.lockerFree[req.size];
  if (req.lockerId === 'LCK-HH-ALTONA-07' && req.size === 'L') {
    const e = new Error(`409 Conflict: compartment size L not offered at ${req.lockerId} (firmware 4.2 reports L as M+M)`);
    e.code = 'E_SIZE_UNAVAILABLE';
    e.status = 409;
    throw e;
  }
  if (free <= 0) {
    const e = new Error(`locker ${req.lockerId} full for size ${req.size}`);
    e.code = 'E_FULL';
    throw e;
  }
  req.lockerFree[req.size] = free - 1;
  return { compartment: `${req.lockerId}-${req.size}${String(40 - free).padStart(2, '0')}`, holdHours: 72 };
}

function main() {
  const lines = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
  const lockers = {};
  let reserved = 0, redirected = 0, dead = 0;
  log.info({ shipments: lines.length }, 'batch started');
  for (const line of lines) {
    const s = JSON.parse(line);
    const lg = log.child({ shipment: s.id, locker: s.lockerId });
    lockers[s.lockerId] = lockers[s.lockerId] || { S: 14, M: 10, L: 6 };
    const size = ['S', 'M', 'L'].find((z) => fits(s.parcel, z));
    if (!size) {
      lg.warn({ parcel: s.parcel }, 'parcel does not fit any compartment, redirected to branch pickup');
      redirected++;
      continue;
    }
    lg.debug({ size, parcel: s.parcel }, 'compartment size chosen');
    let done = false;
    for (let attempt = 1; attempt <= 3 && !done; attempt++) {
      try {
        const r = lockerApi({ lockerId: s.lockerId, size, lockerFree: lockers[s.lockerId] });
        lg.info({ compartment: r.compartment, holdHours: r.holdHours, attempt }, 'compartment reserved');
        reserved++;
        done = true;
      } catch (err) {
        if (err.code === 'E_FULL') {
          lg.warn({ size }, 'locker full, redirected to branch pickup');
          redirected++;
          done = true;
        } else {
          lg.warn({ err, attempt }, 'reservation rejected, retrying');
          if (attempt === 3) {
            lg.error({ err, attempts: attempt }, 'reservation failed, shipment dead-lettered');
            dead++;
          }
        }
      }
    }
  }
  log.info({ reserved, redirected, deadLettered: dead, shipments: lines.length }, 'batch finished');
}

main();
