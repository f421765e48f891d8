# Six test files of 60 tests each for an invoice module; one expectation on a computed invoice
# object fails (totalCents off by one).
k7_npm_tools
mkdir -p src test
printf '{"name":"invoices","version":"1.0.0","private":true}\n' >package.json
cat >src/invoice.js <<'JS'
function invoice(lines, rate) {
  const net = lines.reduce((s, l) => s + l.qty * l.cents, 0);
  const tax = Math.floor(net * rate);
  return { net, tax, totalCents: net + tax, lines: lines.length };
}
module.exports = { invoice };
JS
local f i
for f in net tax totals rounding discounts currency; do
  {
    printf 'const { invoice } = require("../src/invoice");\n\ndescribe("%s", () => {\n' "$f"
    for i in $(seq 1 60); do
      printf '  test("invoice %s %d", () => {\n    expect(invoice([{ qty: %d, cents: 100 }], 0.2).net).toBe(%d);\n  });\n' "$f" "$i" "$i" "$((i * 100))"
    done
    if [[ $f == rounding ]]; then
      printf '  test("rounds tax half up on INV-2026-0412", () => {\n    expect(invoice([{ qty: 3, cents: 1999 }, { qty: 1, cents: 1 }], 0.21)).toEqual({ net: 5998, tax: 1260, totalCents: 7258, lines: 2 });\n  });\n'
    fi
    printf '});\n'
  } >"test/$f.test.js"
done
