'use strict';
// Fare of one crossing, in cents. Vehicle fares depend on length band; residents of the islands
// get 50% off passenger fares (not vehicles); high season (Jun 15 - Sep 15) adds 20% to vehicles.
const PASSENGER = { adult: 1850, child: 900, senior: 1400, infant: 0 };
const VEHICLE = [[0, 0], [500, 4200], [600, 5600], [800, 9800], [1200, 16500], [Infinity, 24000]];
function vehicleFare(lengthCm) {
  for (let i = 1; i < VEHICLE.length; i++) if (lengthCm < VEHICLE[i][0]) return VEHICLE[i][1];
  return VEHICLE[VEHICLE.length - 1][1];
}
function highSeason(date) {
  const md = date.slice(5);
  return md >= '06-15' && md <= '09-15';
}
function fare(booking) {
  let total = 0;
  for (const p of booking.passengers) {
    const f = PASSENGER[p.type];
    total += p.resident ? Math.round(f / 2) : f;
  }
  for (const v of booking.vehicles || []) {
    let f = vehicleFare(v.lengthCm);
    if (highSeason(booking.date)) f = Math.round(f * 1.2);
    total += f;
  }
  if (booking.cabin) total += booking.cabin === 'outside' ? 6500 : 4800;
  return total;
}
module.exports = { fare, vehicleFare, highSeason };
