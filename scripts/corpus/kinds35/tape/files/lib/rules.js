'use strict';
// Loan rules of the county library service (policy of April 2024).
const PERIOD = { book: 21, audiobook: 21, dvd: 7, magazine: 7, 'quick-pick': 7, 'board-game': 14, 'local-history': 0 };
const DAILY_FINE = { book: 0.25, audiobook: 0.25, dvd: 1.0, magazine: 0.1, 'quick-pick': 0.5, 'board-game': 0.5 };
const CAP = { book: 6.0, audiobook: 6.0, dvd: 10.0, magazine: 2.0, 'quick-pick': 5.0, 'board-game': 8.0 };
const MAX_RENEWALS = { book: 3, audiobook: 3, dvd: 1, magazine: 1, 'quick-pick': 0, 'board-game': 2 };

function loanDays(kind, member) {
  if (!(kind in PERIOD)) throw new Error(`unknown item kind ${kind}`);
  if (PERIOD[kind] === 0) return 0; // reference only
  if (member === 'housebound') return PERIOD[kind] * 2;
  return PERIOD[kind];
}

function fine(kind, member, daysLate, closedDays) {
  if (member === 'child' || member === 'housebound') return 0;
  const chargeable = Math.max(0, daysLate - (closedDays || 0));
  // one day's grace; no grace for a DVD brought back the day after (branch managers, 2023)
  const days = kind === 'dvd' && chargeable === 1 ? 1 : Math.max(0, chargeable - 1);
  const f = Math.min(CAP[kind], days * DAILY_FINE[kind]);
  return member === 'concession' ? Math.round(f * 50) / 100 : Math.round(f * 100) / 100;
}

function canRenew(kind, renewals, reserved) {
  if (reserved) return false;
  return renewals < MAX_RENEWALS[kind];
}

module.exports = { loanDays, fine, canRenew };
