# shellcheck shell=bash
# JavaScript / TypeScript: tsc, jest, mocha, eslint (stylish and json), esbuild, npm ls/ci/outdated/audit/view.
# Sourced by regen.sh. Needs the npm registry (or a warm npm cache).

JS_DEPS='"esbuild": "0.20.2", "eslint": "8.57.1", "jest": "29.7.0", "mocha": "10.8.2", "typescript": "5.9.3"'
JS_MODULES="orders carts payments refunds invoices coupons shipping taxes stock pricing customers sessions search reviews wishlist returns vouchers gifts loyalty reports"

setup_js() {
  local d=$1 m i
  if [[ -d "$WORK/js-template" ]]; then cp -r "$WORK/js-template" "$d"; return 0; fi
  mkdir -p "$d/src" "$d/test" "$d/__tests__" "$d/ts"
  cat >"$d/package.json" <<EOF
{
  "name": "shopfront",
  "version": "3.1.0",
  "private": true,
  "license": "MIT",
  "devDependencies": { $JS_DEPS }
}
EOF
  ( cd "$d" && npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1 )
  cp -r "$d" "$WORK/js-template"
}

# ---------------------------------------------------------------- tsc
case_tsc_errors() {
  want tsc-many-type-errors || return 0
  local d="$WORK/js-tsc" m i
  setup_js "$d"
  cat >"$d/tsconfig.json" <<'EOF'
{ "compilerOptions": { "target": "ES2020", "module": "commonjs", "strict": true, "noEmit": true }, "include": ["ts"] }
EOF
  cat >"$d/ts/model.ts" <<'EOF'
export interface Order {
  id: string;
  customerId: string;
  totalCents: number;
  currency: "EUR" | "USD" | "GBP";
  lines: { sku: string; qty: number; priceCents: number }[];
}
export function orderTotal(o: Order): number {
  return o.lines.reduce((s, l) => s + l.qty * l.priceCents, 0);
}
EOF
  for m in $JS_MODULES; do
    {
      echo 'import { Order, orderTotal } from "./model";'
      echo
      for i in 1 2 3 4 5 6; do
        echo "export function ${m}Step$i(o: Order): string {"
        echo "  const t = o.total * $i;"
        echo "  return o.id + \":\" + t.toFixed(2) + o.currency;"
        echo "}"
      done
      echo "export function ${m}Summary(orders: Order[]) {"
      echo "  return orders.map(o => orderTotal(o)).join(\",\");"
      echo "}"
    } >"$d/ts/$m.ts"
  done
  cat >>"$d/ts/payments.ts" <<'EOF'
export function charge(o: Order, retries: number): Promise<boolean> {
  const amount: string = orderTotal(o);
  return fetchGateway(o.id, amount, retries);
}
export function refundAll(list) {
  return list.map((o: Order) => o.id);
}
EOF
  cat >>"$d/ts/shipping.ts" <<'EOF'
export const zone: Order["currency"] = "JPY";
export function weight(o: Order): number {
  return o.lines.reduce((s, l) => s + l.weight, 0);
}
EOF
  record tsc-many-type-errors terminal "$d" \
    "tsc -p . (noEmit, not a TTY) over 21 TypeScript modules after Order.total was renamed totalCents: 120 identical-looking TS2339 errors, and 5 distinct ones in payments.ts and shipping.ts (TS2322, TS2304, TS7006, TS2339 on weight)." \
    "npx tsc -p ."
}

# ---------------------------------------------------------------- jest
case_jest_expected_errors() {
  want jest-one-failure-among-logged-errors || return 0
  local d="$WORK/js-jest" m i
  setup_js "$d"
  cat >"$d/src/gateway.js" <<'EOF'
// A payment gateway client that logs every declined or failed call with console.error.
function charge(order) {
  if (order.card === "declined") {
    console.error(`ERROR payment declined for order ${order.id}: card_declined (code 402)`);
    return { ok: false, code: 402 };
  }
  if (order.card === "timeout") {
    console.error(`ERROR gateway timeout for order ${order.id} after 3 retries`);
    return { ok: false, code: 504 };
  }
  const fee = Math.round(order.amount * 0.029) + 30;
  return { ok: true, code: 200, fee };
}
module.exports = { charge };
EOF
  for m in $JS_MODULES; do
    {
      echo "const { charge } = require('../src/gateway');"
      echo "describe('$m payments', () => {"
      for i in $(seq 1 12); do
        case $((i % 3)) in
          0) echo "  test('$m declined card $i is reported', () => { expect(charge({ id: '$m-$i', card: 'declined', amount: ${i}00 }).code).toBe(402); });" ;;
          1) echo "  test('$m gateway timeout $i is reported', () => { expect(charge({ id: '$m-$i', card: 'timeout', amount: ${i}00 }).code).toBe(504); });" ;;
          2) if [[ $m == refunds && $i == 8 ]]; then
               echo "  test('$m fee for ${i}00 cents', () => { expect(charge({ id: '$m-$i', card: 'ok', amount: ${i}00 }).fee).toBe(54); });"
             else
               echo "  test('$m fee for ${i}00 cents', () => { expect(charge({ id: '$m-$i', card: 'ok', amount: ${i}00 }).fee).toBe(Math.round(${i}00 * 0.029) + 30); });"
             fi ;;
        esac
      done
      echo "});"
    } >"$d/__tests__/$m.test.js"
  done
  record jest-one-failure-among-logged-errors terminal "$d" \
    "jest over 20 suites (240 tests): negative-path tests log 160 console.error 'ERROR payment declined/gateway timeout' blocks while passing; one real failure (refunds fee for 800 cents: expected 54, received 53)." \
    "npx jest --ci --runInBand"
}

# ---------------------------------------------------------------- mocha
case_mocha_failure() {
  want mocha-spec-one-failure || return 0
  local d="$WORK/js-mocha" m i
  setup_js "$d"
  cat >"$d/src/cart.js" <<'EOF'
function lineTotal(qty, priceCents) { return qty * priceCents; }
function cartTotal(lines, coupon) {
  let t = lines.reduce((s, l) => s + lineTotal(l.qty, l.priceCents), 0);
  if (coupon && coupon.percent) t = Math.round(t * (100 - coupon.percent) / 100);
  if (coupon && coupon.minimumCents && t < coupon.minimumCents) t = t; // minimum not enforced
  return t;
}
function shippingFor(country, totalCents) {
  const table = { DE: 490, FR: 590, NL: 490, US: 1500, GB: 990 };
  if (totalCents >= 5000 && country !== "US") return 0;
  if (!(country in table)) throw new RangeError(`no shipping rate for ${country}`);
  return table[country];
}
module.exports = { lineTotal, cartTotal, shippingFor };
EOF
  {
    echo "const assert = require('assert');"
    echo "const { lineTotal, cartTotal, shippingFor } = require('../src/cart');"
    for m in $JS_MODULES; do
      echo "describe('$m', function () {"
      for i in $(seq 1 14); do
        echo "  it('line total for $i x $((i * 105)) cents', function () { assert.strictEqual(lineTotal($i, $((i * 105))), $((i * i * 105))); });"
      done
      echo "  describe('shipping', function () {"
      for c in DE FR NL GB; do
        echo "    it('$c rate under the free threshold', function () { assert.strictEqual(typeof shippingFor('$c', 1200), 'number'); });"
      done
      if [[ $m == coupons ]]; then
        echo "    it('coupon keeps the structure of the cart summary', function () {"
        echo "      const lines = [{ qty: 2, priceCents: 1250 }, { qty: 1, priceCents: 990 }];"
        echo "      assert.deepStrictEqual({ total: cartTotal(lines, { percent: 10 }), currency: 'EUR', lines: 2 }, { total: 3141, currency: 'EUR', lines: 2 });"
        echo "    });"
        echo "    it('SPRING10 minimum order value is enforced', function () {"
        echo "      assert.throws(() => cartTotal([{ qty: 1, priceCents: 900 }], { percent: 10, minimumCents: 2000 }), /minimum order value/);"
        echo "    });"
      fi
      echo "  });"
      echo "});"
    done
  } >"$d/test/cart.spec.js"
  record mocha-spec-one-failure terminal "$d" \
    "mocha spec reporter over 362 tests in 20 describe blocks; one coupon test fails (AssertionError Missing expected exception: the SPRING10 minimum order value is not enforced)." \
    "npx mocha --reporter spec"
}

# ---------------------------------------------------------------- eslint
setup_eslint_src() {
  local d=$1 m i
  cat >"$d/.eslintrc.json" <<'EOF'
{
  "root": true,
  "env": { "node": true, "es2022": true },
  "parserOptions": { "ecmaVersion": 2022, "sourceType": "module" },
  "rules": {
    "no-unused-vars": "warn", "no-console": "warn", "eqeqeq": "warn", "prefer-const": "warn",
    "no-var": "warn", "quotes": ["warn", "single"], "semi": ["warn", "always"],
    "no-undef": "error", "no-dupe-keys": "error", "no-unreachable": "error"
  }
}
EOF
  mkdir -p "$d/lib"
  for m in $JS_MODULES; do
    {
      echo "var helpers = require(\"./helpers\")"
      for i in 1 2 3 4 5; do
        echo "function ${m}Handler$i(req, res, next) {"
        echo "  var total = 0"
        echo "  let count = req.items.length"
        echo "  if (req.user.id == \"$i\") console.log(\"handler $m $i for\", req.user.id)"
        echo "  for (var j = 0; j < count; j++) total += req.items[j].price"
        echo "  res.send({ total: total })"
        echo "}"
      done
      echo "module.exports = { ${m}Handler1, ${m}Handler2, ${m}Handler3, ${m}Handler4, ${m}Handler5 };"
    } >"$d/lib/$m.js"
  done
  cat >>"$d/lib/payments.js" <<'EOF'
function settle(batch) {
  return batch.map(b => b.amount * exchangeRate(b.currency));
}
module.exports.settle = settle;
EOF
  cat >>"$d/lib/reports.js" <<'EOF'
const columns = { id: 1, total: 2, id: 3 };
function render(rows) {
  return rows.length;
  console.log('rendered');
}
module.exports.render = render;
EOF
}

case_eslint_stylish() {
  want eslint-stylish-many-warnings || return 0
  local d="$WORK/js-eslint" ; setup_js "$d"; setup_eslint_src "$d"
  record eslint-stylish-many-warnings terminal "$d" \
    "eslint (stylish) over 20 files: several hundred style warnings grouped under file headers, and 3 errors (no-undef exchangeRate, no-dupe-keys id, no-unreachable) in payments.js and reports.js." \
    "npx eslint lib"
}

case_eslint_json() {
  want eslint-json-errors-among-warnings || return 0
  local d="$WORK/js-eslint-json" ; setup_js "$d"; setup_eslint_src "$d"
  record eslint-json-errors-among-warnings json "$d" \
    "eslint -f json over the same 20 files: a JSON array of per-file results (messages with severity 1 warnings); two files carry severity-2 errors (errorCount 1 and 2)." \
    "npx eslint -f json lib"
}

# ---------------------------------------------------------------- esbuild
case_esbuild_error() {
  want esbuild-bundle-errors || return 0
  local d="$WORK/js-esbuild" m i
  setup_js "$d"
  mkdir -p "$d/web/components"
  {
    for m in $JS_MODULES; do echo "import { render as ${m}View } from './components/$m.js';"; done
    echo "import { formatPrice } from './utils/format.js';"
    echo "export const views = [$(for m in $JS_MODULES; do printf '%sView, ' "$m"; done)];"
    echo "console.log(formatPrice(1999));"
  } >"$d/web/main.js"
  for m in $JS_MODULES; do
    {
      echo "const labels = { title: '$m', empty: 'No $m yet', title: '${m^}' };"
      echo "export function render(items) {"
      echo "  if (items.length == -0) return labels.empty;"
      echo "  return items.map(i => '<li>' + i.name + '</li>').join('');"
      echo "}"
    } >"$d/web/components/$m.js"
  done
  cat >>"$d/web/components/checkout.js" 2>/dev/null <<'EOF'
EOF
  cat >"$d/web/components/reviews.js" <<'EOF'
const labels = { title: 'reviews', empty: 'No reviews yet' };
export function render(items) {
  const stars = items.map(i => i.stars);
  return `<ul class="reviews">${items.map(i => `<li data-stars="${i.stars}">${i.text}</li>`).join('')}</ul>`
    + average(stars.;
}
EOF
  record esbuild-bundle-errors terminal "$d" \
    "esbuild --bundle of a small web app: 38 duplicate-key and -0 comparison warnings around two errors: Could not resolve \"./utils/format.js\" (first) and a syntax error in components/reviews.js (in the middle), each with its location line." \
    "npx esbuild web/main.js --bundle --outfile=dist/app.js --log-limit=0"
}

# ---------------------------------------------------------------- npm
case_npm_ls_json() {
  want npm-ls-json-all-tree || return 0
  local d="$WORK/js-npmls" ; setup_js "$d"
  record npm-ls-json-all-tree json "$d" \
    "npm ls --json --all in the installed shopfront project: one nested JSON object (name, version, dependencies -> each package's dependencies, deduped entries...)." \
    "npm ls --json --all --omit=optional"
}

case_npm_ci_out_of_sync() {
  want npm-ci-lock-out-of-sync || return 0
  local d="$WORK/js-npmci" ; setup_js "$d"
  python3 - "$d/package.json" <<'PY'
import json, sys
p = sys.argv[1]
j = json.load(open(p))
j["devDependencies"]["typescript"] = "5.4.5"
j["devDependencies"]["mocha"] = "11.0.1"
j["dependencies"] = {"left-pad": "1.3.0", "ms": "2.1.3"}
json.dump(j, open(p, "w"), indent=2)
PY
  record npm-ci-lock-out-of-sync terminal "$d" \
    "npm ci after package.json was edited by hand (typescript and mocha bumped, two dependencies added) without updating package-lock.json: npm refuses with the lock-file mismatch list." \
    "npm ci --no-audit"
}

setup_npm_old() {
  local d=$1
  mkdir -p "$d"
  cat >"$d/package.json" <<'EOF'
{
  "name": "legacy-admin",
  "version": "0.9.0",
  "private": true,
  "dependencies": {
    "express": "4.17.1", "lodash": "4.17.15", "minimist": "1.2.0", "axios": "0.21.0",
    "moment": "2.29.1", "jsonwebtoken": "8.5.1", "node-fetch": "2.6.0", "semver": "5.7.0"
  }
}
EOF
  ( cd "$d" && npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1 )
}

case_npm_outdated_json() {
  want npm-outdated-json || return 0
  local d="$WORK/js-outdated" ; setup_npm_old "$d"
  record npm-outdated-json json "$d" \
    "npm outdated --json in a project pinned to old releases: an object keyed by package with current, wanted, latest, dependent, location (exit 1)." \
    "npm outdated --json"
}

case_npm_audit_json() {
  want npm-audit-endpoint-405 || return 0
  local d="$WORK/js-audit" ; setup_npm_old "$d"
  # Here the registry mirror answers the bulk advisory POST with 405: npm prints warn/error lines around a JSON error body.
  record npm-audit-endpoint-405 terminal "$d" \
    "npm audit --json of the same old project where the registry refuses the bulk advisory endpoint (405): npm warn/error lines around a JSON error object on stdout." \
    "npm audit --json"
}

case_npm_view_versions() {
  want npm-view-versions-array || return 0
  record npm-view-versions-array json "$WORK" \
    "npm view typescript versions --json: a JSON array of every published version string; the newest releases are at the end." \
    "npm view typescript versions --json"
}

CASES+=(case_tsc_errors case_jest_expected_errors case_mocha_failure case_eslint_stylish case_eslint_json case_esbuild_error
        case_npm_ls_json case_npm_ci_out_of_sync case_npm_outdated_json case_npm_audit_json case_npm_view_versions)
