'use strict';
// A nightly reconciliation job: matches 900 payment-provider settlements against the ledger and
// logs one pino record per settlement; retries provider look-ups that time out (warn), and one
// settlement whose ledger entry has a different currency is a hard error with its stack.
const pino = require('pino');
const log = pino({ base: { svc: 'reconcile', env: 'prod' }, timestamp: pino.stdTimeFunctions.isoTime });

class CurrencyMismatchError extends Error {
  constructor(settlement, ledger) {
    super(`settlement ${settlement.id} is ${settlement.currency} but ledger entry ${ledger.id} is ${ledger.currency}`);
    this.name = 'CurrencyMismatchError';
    this.settlementId = settlement.id;
  }
}

function ledgerEntryFor(s) {
  return { id: `le-${s.n * 7 + 1000}`, currency: s.n === 613 ? 'USD' : 'EUR', cents: s.cents };
}

function match(s) {
  const entry = ledgerEntryFor(s);
  if (entry.currency !== s.currency) throw new CurrencyMismatchError(s, entry);
  return entry;
}

let matched = 0, failed = 0, retried = 0;
log.info({ batch: '2026-11-30', settlements: 900 }, 'reconciliation started');
for (let n = 1; n <= 900; n++) {
  const s = { n, id: `st_${(n * 7919).toString(36)}`, currency: 'EUR', cents: (n * 3571) % 250000 };
  if (n % 97 === 0) {
    retried++;
    log.warn({ settlement: s.id, attempt: 1, timeoutMs: 2000 }, 'provider lookup timed out, retrying');
  }
  try {
    const e = match(s);
    matched++;
    log.info({ settlement: s.id, ledgerEntry: e.id, cents: s.cents }, 'matched');
  } catch (err) {
    failed++;
    log.error({ err, settlement: s.id }, 'settlement could not be reconciled');
  }
}
log.info({ matched, failed, retried }, 'reconciliation finished');
