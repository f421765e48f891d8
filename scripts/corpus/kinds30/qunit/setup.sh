# The proofing and oven planner of a bakery co-operative (Node), tested with QUnit 2.22's CLI
# (npm), which prints TAP when not on a terminal: nine bread modules (sourdough, rye, baguette, ...)
# of proof times at measured dough temperatures, decks per batch and bake starts, ~370 'ok N
# Module > test' lines. In the middle, Rye > 'dark rye at 19 °C proofs 130 min': below 24 °C the
# proof must lengthen by 10% per 2 °C started (three steps at 19 °C), but Math.trunc makes -2.5 steps -2:
# 'not ok ...' with its YAML block (actual 120, expected 130, the test file's line in the stack) under
# it; '# pass', '# fail 1' last. Exit 1.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
mkdir -p test
node - <<'JS'
const fs = require('fs');
let seed = 24;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const breads = { sourdough: 240, rye: 100, baguette: 90, brioche: 150, spelt: 120, ciabatta: 180,
  'whole-wheat': 110, challah: 130, focaccia: 60 };
const want = (base, t) => Math.round(base * (1 - 0.1 * Math.trunc((t - 24) / 2)));
for (const [bread, base] of Object.entries(breads)) {
  const title = bread[0].toUpperCase() + bread.slice(1);
  const L = ["'use strict';", "const { proofMinutes, decksNeeded, bakeStart } = require('../src/planner.js');", '',
    `QUnit.module('${title}', () => {`];
  for (let i = 0; i < 18; i++) {
    let t = 22 + rnd(9);
    let w = want(base, t);
    let name = `${bread} at ${t} °C proofs ${w} min`;
    if (bread === 'rye' && i === 7) { t = 19; w = 130; name = `dark rye at 19 °C proofs ${w} min`; }
    L.push(`  QUnit.test('${name}', (assert) => {`, `    assert.strictEqual(proofMinutes(${base}, ${t}), ${w});`, '  });');
  }
  for (let i = 0; i < 14; i++) {
    const n = 10 + rnd(200); const shape = rnd(2) ? 'tin' : 'basket';
    const d = Math.ceil(n / (shape === 'tin' ? 24 : 18));
    L.push(`  QUnit.test('${n} ${shape} loaves need ${d} deck(s)', (assert) => {`, `    assert.strictEqual(decksNeeded(${n}, '${shape}'), ${d});`, '  });');
  }
  for (let i = 0; i < 9; i++) {
    const r = 60 + rnd(240); const lit = rnd(240);
    const s = Math.max(r, lit + 45);
    L.push(`  QUnit.test('ready at +${r} min, oven lit at +${lit} min: bake at +${s} min', (assert) => {`, `    assert.strictEqual(bakeStart(${r}, ${lit}), ${s});`, '  });');
  }
  L.push('});', '');
  fs.writeFileSync(`test/${bread}.test.js`, L.join('\n'));
}
JS
