# The fare engine of an island ferry line (Node), tested with node-tap 18 (npm; coverage disabled
# in package.json) and its jsonstream reporter: one JSON array a line, ["start",...],
# ["pass",...], ["fail",...], ["end",...] for every assertion and subtest of six test files
# (~300 bookings). The fare table was written with 'length < band' but the published tariff puts
# a vehicle of exactly 5.00 m in the cheaper band: one ["fail",...] in the middle, in
# test/motor-vehicles.test.js, 'car of exactly 500 cm in the first band', with its diag (compare ===,
# the diff '-6050' '+7450' of the total, at lineNumber); the ends of the subtest and the file say ok false and
# failures 1; exit 1. The agent runs the suite with the JSON stream reporter.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
mkdir -p test
node - <<'JS'
const fs = require('fs');
const { fare } = require('./src/fares.js');
let seed = 5;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const types = ['adult', 'child', 'senior', 'infant'];
const files = ['passengers', 'residents', 'motor-vehicles', 'season', 'cabins', 'mixed'];
for (const name of files) {
  const L = ["'use strict';", "const t = require('tap');", "const { fare } = require('../src/fares.js');", ''];
  const routes = ['Harbour-North', 'Harbour-Eastisle', 'Eastisle-Northisle', 'Harbour-Southisle'];
  for (const route of routes) {
    L.push(`t.test('${name}: ${route}', async t => {`);
    const n = 10 + rnd(6);
    for (let i = 0; i < n; i++) {
      const month = name === 'season' ? 5 + rnd(5) : 1 + rnd(12);
      const b = { date: `2024-${String(month).padStart(2, '0')}-${String(1 + rnd(28)).padStart(2, '0')}`, passengers: [] };
      const np = 1 + rnd(5);
      for (let k = 0; k < np; k++) b.passengers.push({ type: types[rnd(4)], resident: name === 'residents' ? rnd(3) > 0 : false });
      if (['motor-vehicles', 'season', 'mixed'].includes(name)) b.vehicles = [{ lengthCm: [420, 455, 480, 520, 640, 750, 980, 1350][rnd(8)] }];
      if (['cabins', 'mixed'].includes(name) && rnd(2)) b.cabin = rnd(2) ? 'outside' : 'inside';
      let want = fare(b);
      let label = `${b.passengers.length} passenger(s)${b.vehicles ? `, vehicle ${b.vehicles[0].lengthCm} cm` : ''}${b.cabin ? `, ${b.cabin} cabin` : ''} on ${b.date}`;
      if (name === 'motor-vehicles' && route === 'Harbour-Eastisle' && i === 6) {
        b.date = '2024-03-12'; b.passengers = [{ type: 'adult', resident: false }]; b.vehicles = [{ lengthCm: 500 }]; delete b.cabin;
        want = 1850 + 4200; label = 'car of exactly 500 cm in the first band';
      }
      L.push(`  t.equal(fare(${JSON.stringify(b)}), ${want}, ${JSON.stringify(label)});`);
    }
    L.push('});', '');
  }
  fs.writeFileSync(`test/${name}.test.js`, L.join('\n'));
}
JS
