# A payments library of 24 modules tested with node:test under c8 10 (json-summary and text-summary
# reporters); every module is well covered except src/refunds.js, whose partial-refund and
# chargeback branches no test reaches. The agent reads coverage/coverage-summary.json.
printf '{"name":"payments-core","version":"4.0.0","private":true,"type":"commonjs"}\n' > package.json
npm install --no-audit --no-fund --silent -D c8@10.1.2 >/dev/null 2>&1
mkdir -p src test
mods=(amounts currency fees ledger accounts cards wallets payouts invoices receipts tax rounding fx limits holds disputes webhooks ids clock retries idempotency settlements statements)
for m in "${mods[@]}"; do
  cat > "src/$m.js" <<JS
'use strict';
function normalize(v) { return Math.round(Number(v) * 100) / 100; }
function apply(v, rate) {
  if (rate < 0) { throw new RangeError('negative rate'); }
  return normalize(v * (1 + rate));
}
function label(v) { return '$m:' + normalize(v).toFixed(2); }
module.exports = { normalize, apply, label };
JS
  cat > "test/$m.test.js" <<JS
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const m = require('../src/$m.js');
test('$m normalizes', () => { assert.strictEqual(m.normalize('1.005'), 1); });
test('$m applies a rate', () => { assert.strictEqual(m.apply(10, 0.1), 11); });
test('$m refuses a negative rate', () => { assert.throws(() => m.apply(1, -1)); });
test('$m labels', () => { assert.strictEqual(m.label(2), '$m:2.00'); });
JS
done
cat > src/refunds.js <<'JS'
'use strict';
function refund(payment, cents) {
  if (cents === payment.cents) { return { status: 'refunded', cents }; }
  if (cents < payment.cents) {
    const rest = payment.cents - cents;
    if (payment.method === 'card' && rest < 50) { return { status: 'refunded', cents: payment.cents, note: 'rest below minimum' }; }
    return { status: 'partially_refunded', cents, rest };
  }
  throw new RangeError('refund exceeds payment');
}
function chargeback(payment, reason) {
  if (!reason) { throw new Error('chargeback needs a reason'); }
  if (payment.status === 'refunded') { return { status: 'chargeback_after_refund', reason }; }
  return { status: 'chargeback', reason, cents: payment.cents };
}
module.exports = { refund, chargeback };
JS
cat > test/refunds.test.js <<'JS'
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { refund } = require('../src/refunds.js');
test('full refund', () => { assert.deepStrictEqual(refund({ cents: 500 }, 500), { status: 'refunded', cents: 500 }); });
JS
node_modules/.bin/c8 --reporter=json-summary --reporter=text-summary node --test test/ >/dev/null 2>&1 || true
