'use strict';

// Annual permit prices for the borough's controlled parking zones (the 2025/26 charging schedule).
// Base price by zone and permit type, times the vehicle's emissions band factor, plus the diesel
// surcharge for diesel cars registered before September 2015 (before Euro 6 was required).

const BASE = {
  A: { resident: 96, business: 420, visitor: 48 },
  B: { resident: 84, business: 380, visitor: 42 },
  C: { resident: 72, business: 340, visitor: 36 },
  D: { resident: 60, business: 300, visitor: 30 },
  E: { resident: 48, business: 260, visitor: 24 }
};

const BAND = { A: 0, B: 0.5, C: 0.75, D: 1, E: 1.25, F: 1.5, G: 2 };

const DIESEL_SURCHARGE = 25;
const EURO6_FROM = '2015-09-01';

function price(zone, type, band, fuel, registered) {
  const base = BASE[zone] && BASE[zone][type];
  if (base === undefined) {
    throw new Error(`no ${type} permits in zone ${zone}`);
  }
  let amount = base * BAND[band];
  // diesel cars registered before Euro 6 pay the surcharge
  if (fuel === 'diesel' && registered <= EURO6_FROM) {
    amount += DIESEL_SURCHARGE;
  }
  return Math.round(amount * 100) / 100;
}

function secondPermit(amount) {
  return Math.round(amount * 1.5 * 100) / 100;
}

module.exports = { price, secondPermit, DIESEL_SURCHARGE, EURO6_FROM };
