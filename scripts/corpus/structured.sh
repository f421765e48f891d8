# Structured cases added in session 5 (issue 11 item 5): one top-level array holding one large
# object, JSON rows from a database with a few failed records, a test stream whose failure is a
# panic, a package listing whose last item matters. Sourced by regen.sh (which sets WORK, OUT and
# record); each case_* function makes one case.

case_npm_pack_dry_run() {
  want npm-pack-dry-run-json-one-object || return 0
  local d="$WORK/npmpack"
  mkdir -p "$d/lib/locales" "$d/lib/rules"
  printf '{\n  "name": "@acme/lint-rules",\n  "version": "3.4.1",\n  "main": "lib/index.js",\n  "license": "MIT"\n}\n' >"$d/package.json"
  echo "module.exports = require('./rules');" >"$d/lib/index.js"
  for i in $(seq 1 700); do printf 'module.exports = { id: "rule-%04d", level: "warn" };\n' "$i" >"$d/lib/rules/rule-$(printf %04d "$i").js"; done
  for l in en de fr es it pt nl sv da fi nb pl cs sk hu ro bg el tr ru uk ja ko zh; do
    printf '{"locale":"%s"}\n' "$l" >"$d/lib/locales/$l.json"
  done
  record npm-pack-dry-run-json-one-object json "$d" \
    "npm pack --dry-run --json of a package with ~730 files: a top-level array holding one object whose files array has most of the bytes; the tarball name, integrity and entryCount sit after it." \
    "npm pack --dry-run --json"
}

case_sqlite_json_payments() {
  want sqlite-json-payments-failed-records || return 0
  local d="$WORK/sqlitepay"
  mkdir -p "$d"
  sqlite3 "$d/pay.db" <<'SQL'
create table payments(id integer primary key, customer text, amount_cents int, currency text, status text, error text, created text);
with recursive n(i) as (select 1 union all select i + 1 from n where i < 1800)
insert into payments(customer, amount_cents, currency, status, error, created)
select printf('cus_%05d', (i * 7919) % 40000), 500 + (i * 3571) % 95000, case i % 3 when 0 then 'EUR' else 'USD' end,
       case when i in (611, 1733) then 'failed' when i % 150 = 0 then 'refunded' else 'succeeded' end,
       case i when 611 then 'card_declined: insufficient_funds' when 1733 then 'processing_error: issuer timeout after 30s' else null end,
       datetime('2026-11-01 00:00:00', printf('+%d minutes', i * 23)) from n;
SQL
  record sqlite-json-payments-failed-records json "$d" \
    "sqlite3 -json of a payments table: 1,800 rows as a JSON array, nearly all succeeded, two failed (ids 611 and 1733) with an error message." \
    "sqlite3 -json pay.db 'select * from payments order by id'"
}

case_go_test_json_panic() {
  want go-test-json-panic-ndjson || return 0
  local d="$WORK/gopanic"
  if [[ ! -d "$d" ]]; then
    mkdir -p "$d/cart"
    printf 'module example.com/cart\n\ngo 1.19\n' >"$d/go.mod"
    cat >"$d/cart/cart.go" <<'GO'
package cart

// Line is one line of a cart.
type Line struct {
	SKU   string
	Qty   int
	Price int64
}

// Total sums the lines; a nil coupon map is read as no coupons.
func Total(lines []Line, coupons map[string]int64) int64 {
	var t int64
	for _, l := range lines {
		t += int64(l.Qty) * l.Price
		if l.SKU == "GIFT" {
			t -= coupons[l.SKU] * int64(len(lines[10:]))
		}
	}
	return t
}
GO
    cat >"$d/cart/cart_test.go" <<'GO'
package cart

import (
	"fmt"
	"testing"
)

func TestTotal(t *testing.T) {
	for i := 1; i <= 120; i++ {
		n := i
		t.Run(fmt.Sprintf("lines_%03d", n), func(t *testing.T) {
			lines := make([]Line, 0, n%12+1)
			for j := 0; j < n%12+1; j++ {
				lines = append(lines, Line{SKU: fmt.Sprintf("SKU%d", j), Qty: 1, Price: 100})
			}
			if n == 97 {
				lines = append(lines[:3], Line{SKU: "GIFT", Qty: 1, Price: 0})
			}
			if got := Total(lines, nil); got < 0 {
				t.Fatalf("negative total %d", got)
			}
		})
	}
}
GO
  fi
  record go-test-json-panic-ndjson ndjson "$d" \
    "go test -json ./... where one subtest (TestTotal/lines_097) panics with slice bounds out of range: the panic and goroutine trace arrive as output events, then fail events and FAIL for the package." \
    "go test -json ./..."
}

case_pip_list_json() {
  want pip-list-json-packages || return 0
  local d="$WORK/piplist"
  mkdir -p "$d"
  record pip-list-json-packages json "$d" \
    "python3 -m pip list --format json of this machine's Python: a JSON array of ~100 {name, version} objects, sorted by name." \
    "python3 -m pip list --format json"
}

structured_all() {
  case_npm_pack_dry_run
  case_sqlite_json_payments
  case_go_test_json_panic
  case_pip_list_json
}
