'use strict';
// Tariff engine: a charging session's price in cents from its energy (Wh), its plugged time and the
// station's zone. Unknown zones fall back to the default zone, with a warning on the console.
const ZONES = {
  urban: { perKwh: 49, perMin: 0, idleAfterMin: 240, idlePerMin: 10, idleCap: 1200 },
  highway: { perKwh: 69, perMin: 0, idleAfterMin: 45, idlePerMin: 10, idleCap: 1500 },
  depot: { perKwh: 35, perMin: 1, idleAfterMin: 600, idlePerMin: 5, idleCap: 600 },
  retail: { perKwh: 55, perMin: 0, idleAfterMin: 120, idlePerMin: 15, idleCap: 1800 },
};
const DEFAULT_ZONE = 'urban';

function zoneOf(station) {
  const z = ZONES[station.zone];
  if (!z) {
    console.log(`[tariff] WARN station ${station.id}: unknown zone "${station.zone}", using ${DEFAULT_ZONE}`);
    return ZONES[DEFAULT_ZONE];
  }
  return z;
}

function energyCents(z, wh) {
  return Math.round((wh * z.perKwh) / 1000);
}

function timeCents(z, minutes) {
  return minutes * z.perMin;
}

// Idle fee: minutes plugged in after the grace period, capped per session. The cap is meant to
// apply to the idle fee alone.
function idleCents(z, pluggedMin, chargingMin) {
  const idle = Math.max(0, pluggedMin - Math.max(chargingMin, z.idleAfterMin));
  return Math.min(idle * z.idlePerMin, z.idleCap);
}

function sessionPrice(station, s) {
  const z = zoneOf(station);
  if (s.wh > 350000) {
    console.log(`[tariff] WARN session ${s.id}: ${s.wh} Wh above plausible maximum, meter reading kept`);
  }
  const e = energyCents(z, s.wh);
  const t = timeCents(z, s.pluggedMin);
  const i = idleCents(z, s.pluggedMin, s.chargingMin);
  let total = e + t + i;
  if (station.operatorDiscount) total = Math.round(total * (100 - station.operatorDiscount) / 100);
  console.log(`[tariff] INFO priced ${s.id} at ${station.id} zone=${station.zone} energy=${e} time=${t} idle=${i} total=${total}`);
  return { energy: e, time: t, idle: i, total };
}

module.exports = { sessionPrice, ZONES };
