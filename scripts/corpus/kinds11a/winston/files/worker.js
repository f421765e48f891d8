'use strict';
// An export worker: renders 600 invoices to PDF-ready records and uploads them in batches,
// logging JSON with winston to stdout; uncaught exceptions are logged by winston's handler.
const winston = require('winston');

const logger = winston.createLogger({
  level: 'info',
  format: winston.format.combine(winston.format.timestamp(), winston.format.json()),
  defaultMeta: { service: 'invoice-export', worker: 'export-3' },
  transports: [new winston.transports.Console({ handleExceptions: true })],
  exitOnError: true,
});

function render(invoice) {
  const lines = invoice.lines.map((l) => ({ sku: l.sku, total: l.qty * l.price }));
  return { id: invoice.id, customer: invoice.customer.name.trim(), lines };
}

function invoiceFor(n) {
  return {
    id: `INV-2026-${String(n).padStart(5, '0')}`,
    // invoices migrated from the old shop (from 40412 on) have no customer record attached
    customer: n === 40412 ? null : { name: ` customer ${n % 97} ` },
    lines: [{ sku: `SKU-${n % 311}`, qty: 1 + (n % 3), price: 9.5 + (n % 7) }],
  };
}

logger.info('export started', { batch: 'b-1207', invoices: 600 });
let done = 0;
function step(n) {
  if (n > 40600) { logger.info('export finished', { done }); return; }
  const record = render(invoiceFor(n));
  done++;
  logger.info('invoice rendered', { invoice: record.id, lines: record.lines.length });
  if (done % 50 === 0) { logger.info('batch uploaded', { uploaded: done, bucket: 's3://exports/b-1207' }); }
  if (done % 120 === 0) { logger.warn('upload slow, backing off', { ms: 250, attempt: 2 }); }
  setImmediate(step, n + 1);
}
step(40001);
