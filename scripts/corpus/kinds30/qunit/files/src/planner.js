'use strict';
// Proofing and oven schedule of a bakery co-operative: times in minutes after the 02:00 shift start.

// Bulk proof shortens by 10% for every 2 °C above 24 °C and lengthens below it.
function proofMinutes(base, doughTempC) {
  const steps = Math.trunc((doughTempC - 24) / 2);
  return Math.round(base * (1 - 0.1 * steps));
}

// Loaves per deck: the deck holds 24 tins or 18 baskets.
function decksNeeded(loaves, shape) {
  const perDeck = shape === 'tin' ? 24 : 18;
  return Math.ceil(loaves / perDeck);
}

// The oven must be at temperature 45 minutes after lighting; a bake starts at the later of both.
function bakeStart(readyFromProof, ovenLitAt) {
  return Math.max(readyFromProof, ovenLitAt + 45);
}

module.exports = { proofMinutes, decksNeeded, bakeStart };
