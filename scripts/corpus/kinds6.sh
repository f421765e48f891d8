# Cases of kinds the first 84 lacked (session 6, issue 11): javac without a build tool, the JUnit
# console launcher's tree and failure block, tsc, eslint (stylish and JSON), mocha's object diff,
# flake8, go vet's package headers, Lua's and Ruby's runtime errors after buffered output, a pytest
# error at fixture setup, git bisect run, a recursive make -k, sqlite3 and psql scripts that go on
# after an error, dpkg's dependency problems (in a private admin dir), diff -ru of two release trees,
# a bash xtrace of a set -e deploy with an EXIT trap, mocha's JSON reporter.
# Sourced by regen.sh (which sets WORK, OUT and record, and sources kinds.sh first for the Go env and
# regen.sh's java_warn_class).

# setup_js_tools: one node project with typescript, eslint and mocha from the npm registry, shared by
# the npm cases below through a node_modules symlink.
setup_js_tools() {
  [[ -d "$WORK/jstools/node_modules/.bin" ]] && return 0
  mkdir -p "$WORK/jstools"
  printf '{"name":"jstools","version":"1.0.0","private":true}\n' >"$WORK/jstools/package.json"
  ( cd "$WORK/jstools" && npm install --no-audit --no-fund --silent typescript@5.6.3 eslint@9.14.0 mocha@10.7.3 >/dev/null 2>&1 )
}

case_javac_direct() {
  want javac-lint-warnings-two-errors-mid || return 0
  local d="$WORK/javacdirect" n
  local pkg="$d/src/com/acme/ledger"
  mkdir -p "$pkg"
  for n in $(seq -w 1 40); do java_warn_class "$pkg" com.acme.ledger "PostingRule$n"; done
  cat >"$pkg/PostingRule23.java" <<'EOF'
package com.acme.ledger;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** PostingRule23 splits a posting across cost centres. */
public class PostingRule23 {
    private final List centres = new ArrayList();

    public List<BigDecimal> split(BigDecimal amount, int parts) {
        List<BigDecimal> out = new ArrayList<>();
        BigDecimal share = amount.divide(parts);
        for (int i = 0; i < parts; i++) {
            out.add(share);
        }
        centres.add(out);
        return out.stream().mapToLong(BigDecimal::longValue).sum();
    }
}
EOF
  record javac-lint-warnings-two-errors-mid terminal "$d" \
    "javac -Xlint:all over 40 classes without a build tool: 471 rawtypes/unchecked/deprecation/removal/serial warnings, and in their midst PostingRule23.java's two errors (int cannot be converted to BigDecimal in amount.divide(parts), long cannot be converted to List<BigDecimal>); '2 errors', '471 warnings' at the end." \
    "javac -Xlint:all -Xmaxwarns 1000 -d out \$(find src -name '*.java' | sort)"
}

case_junit_console() {
  want junit-console-tree-one-failure || return 0
  local d="$WORK/junitconsole" c i
  mkdir -p "$d/lib" "$d/src/com/acme/fees" "$d/test/com/acme/fees"
  ( cd "$d" && mvn -B -q dependency:copy -Dartifact=org.junit.platform:junit-platform-console-standalone:1.10.2 -DoutputDirectory=lib >/dev/null 2>&1 )
  cat >"$d/src/com/acme/fees/FeeSchedule.java" <<'EOF'
package com.acme.fees;

public final class FeeSchedule {
    public long fee(long cents, String tier) {
        long base = cents / 100;
        if ("wholesale".equals(tier)) {
            return base / 2;
        }
        if ("partner".equals(tier)) {
            return base * 3 / 4 + (cents % 100 >= 50 ? 0 : 0); // bug: never rounds up
        }
        return base;
    }
}
EOF
  for c in RetailFeeTest WholesaleFeeTest PartnerFeeTest RefundFeeTest CurrencyFeeTest MinimumFeeTest CapFeeTest BulkFeeTest; do
    {
      printf 'package com.acme.fees;\n\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\nimport org.junit.jupiter.api.Test;\n\nclass %s {\n    private final FeeSchedule fees = new FeeSchedule();\n' "$c"
      for i in $(seq -w 1 25); do
        printf '\n    @Test\n    void feeForOrder%s() {\n        assertEquals(%d, fees.fee(%d00, "retail"));\n    }\n' "$i" "$((10#$i * 7))" "$((10#$i * 7))"
      done
      if [[ $c == PartnerFeeTest ]]; then
        printf '\n    @Test\n    void partnerFeeRoundsHalfUp() {\n        assertEquals(751L, fees.fee(100150, "partner"), "partner fee for 1001.50");\n    }\n'
      fi
      printf '}\n'
    } >"$d/test/com/acme/fees/$c.java"
  done
  ( cd "$d" && javac -d out -cp lib/junit-platform-console-standalone-1.10.2.jar $(find src test -name '*.java' | sort) )
  record junit-console-tree-one-failure terminal "$d" \
    "JUnit Platform console launcher 1.10.2 (execute --scan-class-path) over 8 classes and 201 tests: the tree of passing tests, one failure (PartnerFeeTest.partnerFeeRoundsHalfUp, expected <751> but was <750>) in the Failures block with its long stack trace, then the summary table; exit 1." \
    "java -jar lib/junit-platform-console-standalone-1.10.2.jar execute --class-path out --scan-class-path --disable-banner"
}

case_tsc() {
  want tsc-noemit-many-errors-one-distinct || return 0
  setup_js_tools
  local d="$WORK/tscproj" m i
  mkdir -p "$d/src"
  ln -sfn "$WORK/jstools/node_modules" "$d/node_modules"
  cat >"$d/tsconfig.json" <<'EOF'
{
  "compilerOptions": { "target": "ES2022", "module": "commonjs", "strict": true, "noEmit": true },
  "include": ["src"]
}
EOF
  cat >"$d/src/money.ts" <<'EOF'
export interface Money { cents: number; currency: string }
export function cents(amount: number): Money { return { cents: Math.round(amount * 100), currency: "EUR" }; }
export function add(a: Money, b: Money): Money { return { cents: a.cents + b.cents, currency: a.currency }; }
EOF
  for m in cart invoice refund shipping tax; do
    {
      printf 'import { cents, add, Money } from "./money";\n\n'
      for i in $(seq 1 30); do
        printf 'export const %s_line_%d: Money = add(cents(%d), cents("%d.%02d"));\n' "$m" "$i" "$i" "$i" "$((i * 3 % 100))"
      done
    } >"$d/src/$m.ts"
  done
  cat >>"$d/src/refund.ts" <<'EOF'

export function refundTotal(lines: Money[]): number {
  return lines.reduce((sum, l) => sum + l.amount, 0);
}
EOF
  record tsc-noemit-many-errors-one-distinct terminal "$d" \
    "tsc -p . (noEmit) over six modules: 150 TS2345 errors of one template (a string passed to cents(number)) and one TS2339 in refund.ts (Property 'amount' does not exist on type 'Money'); not a TTY, so no pretty output and no total line; exit 2." \
    "node_modules/.bin/tsc -p ."
}

# write_eslint_project DIR: 12 modules with unused variables and == comparisons (warnings), one
# undefined identifier (an error) in the seventh.
write_eslint_project() {
  local d=$1 m i k=0
  mkdir -p "$d/src"
  ln -sfn "$WORK/jstools/node_modules" "$d/node_modules"
  cat >"$d/eslint.config.js" <<'EOF'
module.exports = [
  {
    files: ["src/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "commonjs", globals: { require: "readonly", module: "writable", console: "readonly" } },
    rules: { "no-unused-vars": "warn", "eqeqeq": "warn", "no-undef": "error", "prefer-const": "warn" },
  },
];
EOF
  for m in accounts audit billing cart catalog checkout coupons invoices ledger orders refunds shipping; do
    k=$((k + 1))
    {
      printf "'use strict';\n\n"
      for i in $(seq 1 9); do
        printf 'function %sRule%d(order) {\n  let unused%d = order.id;\n  let total = order.cents;\n  if (order.tier == "gold") { return total * 0.9; }\n  return total;\n}\n\n' "$m" "$i" "$i"
      done
      if [[ $k == 7 ]]; then
        printf 'function couponsApply(order) {\n  return order.cents - discuont(order);\n}\n\n'
        printf 'module.exports = { couponsApply };\n'
      else
        printf 'module.exports = {};\n'
      fi
    } >"$d/src/$m.js"
  done
}

case_eslint_stylish() {
  want eslint-stylish-file-headers-one-error || return 0
  setup_js_tools
  write_eslint_project "$WORK/eslint1"
  record eslint-stylish-file-headers-one-error terminal "$WORK/eslint1" \
    "eslint 9 (stylish formatter) over 12 modules: 540 warnings (no-unused-vars, eqeqeq, prefer-const) grouped under each file's absolute path header; the seventh file, src/coupons.js, holds the one error ('discuont' is not defined, no-undef) as its last finding; '541 problems (1 error, 540 warnings)'; exit 1." \
    "node_modules/.bin/eslint src"
}

case_eslint_json() {
  want eslint-json-results-one-error-file || return 0
  setup_js_tools
  write_eslint_project "$WORK/eslint2"
  record eslint-json-results-one-error-file json "$WORK/eslint2" \
    "eslint 9 -f json over the same 12 modules: a one-line JSON array of 12 file results (messages, errorCount, warningCount, source...); the seventh (coupons.js) has errorCount 1 (no-undef 'discuont'); exit 1." \
    "node_modules/.bin/eslint -f json src"
}

# case_mocha_diff_project DIR: 600 passing line-total tests and one deepStrictEqual of a 124-key invoice
# object that is off by one cent in two keys.
case_mocha_diff_project() {
  local d=$1
  mkdir -p "$d/test"
  ln -sfn "$WORK/jstools/node_modules" "$d/node_modules"
  cat >"$d/invoice.js" <<'EOF'
'use strict';
function invoice(lines) {
  const out = { number: 'INV-2026-0412', currency: 'EUR' };
  lines.forEach((l, i) => { out[`line_${String(i + 1).padStart(3, '0')}_cents`] = l.qty * l.unit; });
  out.subtotalCents = lines.reduce((s, l) => s + l.qty * l.unit, 0);
  out.taxCents = Math.floor(out.subtotalCents * 0.19); // bug: should round
  out.totalCents = out.subtotalCents + out.taxCents;
  return out;
}
module.exports = { invoice };
EOF
  cat >"$d/test/invoice.test.js" <<'EOF'
'use strict';
const assert = require('node:assert');
const { invoice } = require('../invoice');

for (const region of ['at', 'be', 'bg', 'cy', 'cz', 'de', 'dk', 'ee', 'es', 'fi', 'fr', 'gr', 'hr', 'hu', 'ie', 'it', 'lt', 'lu', 'nl', 'pt']) {
  describe(`line totals (${region})`, () => {
    for (let qty = 1; qty <= 30; qty++) {
      it(`${qty} x 199 cents`, () => {
        assert.strictEqual(invoice([{ qty, unit: 199 }]).line_001_cents, qty * 199);
      });
    }
  });
}

describe('invoice document', () => {
  it('matches the approved invoice INV-2026-0412', () => {
    const lines = [];
    for (let i = 1; i <= 120; i++) lines.push({ qty: i % 7 + 1, unit: 1000 + i });
    const expected = invoice(lines);
    expected.taxCents = Math.round(expected.subtotalCents * 0.19);
    expected.totalCents = expected.subtotalCents + expected.taxCents;
    assert.deepStrictEqual(invoice(lines), expected);
  });
});
EOF
}

case_mocha_diff() {
  want mocha-spec-deep-equal-object-diff || return 0
  setup_js_tools
  local d="$WORK/mochaproj"
  case_mocha_diff_project "$d"
  record mocha-spec-deep-equal-object-diff terminal "$d" \
    "mocha 10 (spec reporter) over 601 tests: 600 pass; 'matches the approved invoice INV-2026-0412' fails with a deepStrictEqual of a 124-key object in which only taxCents and totalCents differ by one cent (node's diff with skipped lines, then mocha's + expected - actual); '600 passing', '1 failing'; exit 1." \
    "node_modules/.bin/mocha"
}

case_flake8() {
  want flake8-many-style-findings-one-f821 || return 0
  local d="$WORK/flake8proj" m i
  mkdir -p "$d/shop"
  : >"$d/shop/__init__.py"
  for m in accounts billing cart catalog checkout coupons orders refunds; do
    {
      printf 'import os\nimport sys\n\n\n'
      for i in $(seq 1 14); do
        printf 'def %s_rule_%d(order,total):\n    x=order["cents"]*%d   \n    if x==None : return total\n    return {"rule":"%s_rule_%d","order":order["id"],"cents":x,"total":total,"note":"computed by the %s service"}\n\n\n' "$m" "$i" "$i" "$m" "$i" "$m"
      done
      if [[ $m == coupons ]]; then
        printf 'def coupons_apply(order):\n    return order["cents"] - dicount_cents(order)\n'
      fi
    } >"$d/shop/$m.py"
  done
  record flake8-many-style-findings-one-f821 terminal "$d" \
    "flake8 over an eight-module package: ~1,930 style findings (E231, E225, W291, E711, E203, E701, E501, F401, W391) one per line, and one F821 undefined name 'dicount_cents' in shop/coupons.py in the middle; exit 1." \
    "flake8 shop"
}

case_go_vet() {
  want go-vet-package-headers-one-lostcancel || return 0
  local d="$WORK/govet" p i
  mkdir -p "$d"
  printf 'module example.com/platform\n\ngo 1.19\n' >"$d/go.mod"
  for p in $(seq -w 1 16); do
    mkdir -p "$d/svc$p"
    {
      printf 'package svc%s\n\nimport (\n\t"context"\n\t"fmt"\n\t"time"\n)\n\nvar _ = context.Background\nvar _ = time.Second\n\n' "$p"
      for i in $(seq 1 8); do
        printf '// Label%d formats an order label.\nfunc Label%d(id string, cents int64) string {\n\treturn fmt.Sprintf("order %%d: %%s", id, cents)\n}\n\n' "$i" "$i"
      done
      if [[ $p == 11 ]]; then
        printf '// Fetch calls the ledger with a deadline.\nfunc Fetch(ctx context.Context, call func(context.Context) error) error {\n\tctx, _ = context.WithTimeout(ctx, 2*time.Second)\n\treturn call(ctx)\n}\n'
      fi
    } >"$d/svc$p/svc.go"
  done
  record go-vet-package-headers-one-lostcancel terminal "$d" \
    "go vet -p 1 ./... over 16 packages: each package's '# example.com/platform/svcNN' header above eight printf format findings; svc11's first finding is a lostcancel (the cancel function returned by context.WithTimeout is discarded); no summary line; exit 2." \
    "go vet -p 1 ./..."
}

case_lua_error() {
  want lua-runtime-error-traceback-buffered-stdout || return 0
  local d="$WORK/luaproj"
  mkdir -p "$d"
  cat >"$d/ledger.lua" <<'EOF'
local function parse(line)
  local id, account, amount = line:match("^(%d+),([%w%-]+),(%-?[%d%.]*)$")
  return { id = tonumber(id), account = account, amount = tonumber(amount) }
end

local function post(balances, entry)
  balances[entry.account] = (balances[entry.account] or 0) + entry.amount
  return balances[entry.account]
end

local balances = {}
for i = 1, 2400 do
  local amount = string.format("%d.%02d", i % 97, i % 100)
  if i == 1873 then amount = "" end
  local line = string.format("%d,acct-%04d,%s", i, i % 120, amount)
  local entry = parse(line)
  io.write(string.format("posted %5d %s balance %.2f\n", entry.id, entry.account, post(balances, entry)))
end
print("all entries posted")
EOF
  record lua-runtime-error-traceback-buffered-stdout terminal "$d" \
    "lua 5.4 ledger script printing 2,400 posting lines to a pipe (block-buffered): entry 1873 has an empty amount and post() fails with 'attempt to perform arithmetic on a nil value (field 'amount')'; the error and stack traceback land before the last flushed block of stdout; exit 1." \
    "lua ledger.lua"
}

case_ruby_error() {
  want ruby-custom-error-with-cause-backtrace || return 0
  local d="$WORK/rubyproj"
  mkdir -p "$d/lib"
  cat >"$d/lib/importer.rb" <<'EOF'
module Ledger
  class ImportError < StandardError; end

  class Importer
    def initialize(out)
      @out = out
    end

    def normalize(row)
      { id: row[:id], account: row[:account].strip.downcase, cents: Integer(row[:cents]) }
    end

    def import_row(row)
      normalize(row)
    rescue NoMethodError => e
      raise ImportError, "row #{row[:id]} could not be normalized"
    end

    def run(rows)
      rows.each do |row|
        r = import_row(row)
        @out.puts format("imported %5d %-10s %8d", r[:id], r[:account], r[:cents])
      end
    end
  end
end
EOF
  cat >"$d/import.rb" <<'EOF'
require_relative "lib/importer"

rows = (1..2200).map { |i| { id: i, account: (i == 1491 ? nil : " ACCT-#{i % 90} "), cents: (i * 37).to_s } }
Ledger::Importer.new($stdout).run(rows)
puts "import complete"
EOF
  record ruby-custom-error-with-cause-backtrace terminal "$d" \
    "ruby 3.1 import script printing 2,200 rows (stdout block-buffered): row 1491 has a nil account, strip raises NoMethodError, re-raised as Ledger::ImportError; the uncaught error's backtrace and its cause land before the last flushed stdout block; exit 1." \
    "ruby import.rb"
}

case_pytest_setup_error() {
  want pytest-error-at-fixture-setup-among-passing || return 0
  local d="$WORK/pytestsetup" port
  mkdir -p "$d/tests"
  port=$(free_port)
  cat >"$d/tests/conftest.py" <<EOF
import socket

import pytest

LEDGER_PORT = $port


@pytest.fixture
def ledger_conn():
    conn = socket.create_connection(("127.0.0.1", LEDGER_PORT), timeout=2)
    yield conn
    conn.close()
EOF
  cat >"$d/tests/test_pricing.py" <<'EOF'
import pytest


def price(qty, unit_cents, tier):
    total = qty * unit_cents
    return total * 9 // 10 if tier == "gold" else total


@pytest.mark.parametrize("qty", range(1, 101))
@pytest.mark.parametrize("tier", ["retail", "gold", "silver"])
def test_price(qty, tier):
    expected = qty * 250 * 9 // 10 if tier == "gold" else qty * 250
    assert price(qty, 250, tier) == expected
EOF
  cat >"$d/tests/test_refunds.py" <<'EOF'
def test_refund_is_negative():
    assert -100 < 0


def test_refund_posts_to_ledger(ledger_conn):
    ledger_conn.sendall(b"REFUND 4417 -1250\n")
    assert ledger_conn.recv(16) == b"OK\n"


def test_refund_rounds_cents():
    assert round(12.505, 2) in (12.5, 12.51)
EOF
  record pytest-error-at-fixture-setup-among-passing terminal "$d" \
    "pytest -v over 303 tests: 302 pass; test_refund_posts_to_ledger errors at setup (fixture ledger_conn: ConnectionRefusedError [Errno 111] from socket.create_connection), the ERRORS section's long traceback through socket.py; '302 passed, 1 error'; exit 1." \
    "python3 -m pytest -v -p no:cacheprovider tests"
}

case_git_bisect() {
  want git-bisect-run-first-bad-commit || return 0
  local d="$WORK/bisect" i
  mkdir -p "$d"
  (
    cd "$d"
    git init -q -b main
    git config user.name "Mei Tanaka"; git config user.email "mei@ledger.example"
    printf '#!/bin/sh\n# fee rounding check run by git bisect\ni=1\nwhile [ $i -le 30 ]; do echo "check $i: fee table row $i ok"; i=$((i+1)); done\nif grep -q "round=down" fee.conf; then echo "FAIL fee(125000) = 1125, want 1126 (rounded half up)"; exit 1; fi\necho "all 31 checks passed"\n' >check.sh
    printf 'round=half-up\n' >fee.conf
    for i in $(seq 1 300); do
      printf 'change %d\n' "$i" >>"notes_$((i % 13)).txt"
      if (( i == 187 )); then printf 'round=down\n' >fee.conf; fi
      git add -A
      local ts=$((1750000000 + i * 3600))
      GIT_AUTHOR_DATE="@$ts +0000" GIT_COMMITTER_DATE="@$ts +0000" git commit -q -m "$( (( i == 187 )) && echo "fees: simplify rounding config (#$((2000 + i)))" || echo "ledger: routine change $i (#$((2000 + i)))")"
    done
    git tag v1.0 HEAD~299
  )
  record git-bisect-run-first-bad-commit terminal "$d" \
    "git bisect start HEAD v1.0 then git bisect run sh check.sh over 300 commits: eight steps, each with the check script's 30 ok lines; the two bad steps print 'FAIL fee(125000) = 1125, want 1126'; git names 'fees: simplify rounding config (#2187)' as the first bad commit with its stat; exit 0." \
    "git bisect start HEAD v1.0 && git bisect run sh check.sh"
}

case_make_recursive() {
  want make-k-recursive-submake-one-fails || return 0
  local d="$WORK/makerec" s f
  mkdir -p "$d"
  local subs="alloc codec config crypto http json ledger log metrics parser queue sched store util"
  printf 'SUBDIRS = %s\n\nall: $(SUBDIRS)\n\n$(SUBDIRS):\n\t$(MAKE) -C $@\n\n.PHONY: all $(SUBDIRS)\n' "$subs" >"$d/Makefile"
  for s in $subs; do
    mkdir -p "$d/$s"
    printf 'CFLAGS = -O2 -Wall -Wextra\nOBJS = %s\n\nall: lib%s.a\n\nlib%s.a: $(OBJS)\n\tar rcs $@ $^\n\n%%.o: %%.c\n\t$(CC) $(CFLAGS) -c -o $@ $<\n' \
      "$(for f in a b c d e f g h i j; do printf '%s_%s.o ' "$s" "$f"; done)" "$s" "$s" >"$d/$s/Makefile"
    for f in a b c d e f g h i j; do
      printf '#include <stddef.h>\n\nsize_t %s_%s_len(const char *p) {\n    size_t n = 0;\n    while (p[n]) n++;\n    return n;\n}\n' "$s" "$f" >"$d/$s/${s}_$f.c"
    done
  done
  printf '#include <stddef.h>\n\nstruct token { int kind; const char *text; };\n\nint parser_c_next(const char *p, struct token *out) {\n    out->kind = *p ? 1 : 0;\n    out->text = p;\n    return tok.kind;\n}\n' >"$d/parser/parser_c.c"
  record make-k-recursive-submake-one-fails terminal "$d" \
    "make -k over 14 sub-makes (make -C dir, ten C files each, Entering/Leaving directory lines): parser/parser_c.c fails ('tok' undeclared), make[1] reports Error 1 and 'Target 'all' not remade', the top make 'Error 2' for parser, the five later directories still build; exit 2." \
    "make -k"
}

case_sqlite_script() {
  want sqlite3-echo-script-runtime-error-continues || return 0
  local d="$WORK/sqlitescript" i
  mkdir -p "$d"
  {
    printf "CREATE TABLE customers(id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT);\n"
    for i in $(seq 1 700); do
      local e="customer$i@shop.example"
      (( i == 433 )) && e="customer71@shop.example"
      printf "INSERT INTO customers(id, email, name) VALUES (%d, '%s', 'Customer %d');\n" "$i" "$e" "$i"
    done
    printf "SELECT count(*) AS customers FROM customers;\nSELECT max(id) AS last_id FROM customers;\n"
  } >"$d/load.sql"
  record sqlite3-echo-script-runtime-error-continues terminal "$d" \
    "sqlite3 -echo shop.db < load.sql: 700 echoed INSERT statements; row 433 reuses customer71's email ('Runtime error near line 434: UNIQUE constraint failed: customers.email (19)') and the script goes on; the final counts say 699 customers; exit 1." \
    "sqlite3 -echo shop.db < load.sql"
}

# run_psql_script: a fresh PostgreSQL 15 server on a private socket; psql -a -f load.sql (no
# ON_ERROR_STOP, so psql goes on after an error and exits 0), then the server is stopped.
run_psql_script() {
  local bin=/usr/lib/postgresql/15/bin data="$PWD/data" sock="$PWD/sock" port i
  port=$(free_port)
  chmod o+x "$WORK"; mkdir -p "$sock"; chown -R nobody:nogroup "$PWD"
  runuser -u nobody -- "$bin/initdb" -D "$data" -A trust -U shop >/dev/null 2>&1
  runuser -u nobody -- "$bin/postgres" -D "$data" -k "$sock" -p "$port" -c listen_addresses='' >"$PWD/server.log" 2>&1 &
  local pg=$!
  for i in $(seq 1 50); do [[ -S "$sock/.s.PGSQL.$port" ]] && break; sleep 0.2; done
  runuser -u nobody -- psql -X -h "$sock" -p "$port" -U shop -d postgres -a -f load.sql 2>&1
  local rc=$?
  kill -INT "$(head -1 "$data/postmaster.pid")"; wait $pg
  return $rc
}

case_psql_script() {
  want psql-echo-all-fk-error-mid-exit-0 || return 0
  local d="$WORK/psqlscript" i
  mkdir -p "$d"
  {
    printf 'CREATE TABLE orders(id int PRIMARY KEY, customer text NOT NULL);\n'
    printf 'CREATE TABLE order_lines(id serial PRIMARY KEY, order_id int NOT NULL REFERENCES orders(id), sku text, cents int);\n'
    for i in $(seq 4001 4300); do printf "INSERT INTO orders VALUES (%d, 'cust-%03d');\n" "$i" "$((i % 157))"; done
    for i in $(seq 1 300); do
      local o=$((4001 + (i * 7) % 300))
      (( i == 161 )) && o=4417
      printf "INSERT INTO order_lines(order_id, sku, cents) VALUES (%d, 'SKU-%04d', %d);\n" "$o" "$i" "$((i * 113))"
    done
    printf 'SELECT count(*) AS lines, sum(cents) AS cents FROM order_lines;\n'
  } >"$d/load.sql"
  record psql-echo-all-fk-error-mid-exit-0 terminal "$d" \
    "psql -a -f load.sql against PostgreSQL 15: 600 echoed INSERTs each answered 'INSERT 0 1'; line 463 violates the order_lines_order_id_fkey foreign key ('Key (order_id)=(4417) is not present in table \"orders\"') and psql goes on (no ON_ERROR_STOP); the final count says 299 lines; exit 0." \
    "psql -X -a -f load.sql" run_psql_script
}

case_dpkg_deps() {
  want dpkg-install-dependency-problems-admindir || return 0
  local d="$WORK/dpkgdeps" p
  mkdir -p "$d/debs" "$d/admin/updates" "$d/admin/info" "$d/root"
  : >"$d/admin/status"; : >"$d/admin/available"
  mkpkg() { # name version depends
    local b="$d/build/$1"
    mkdir -p "$b/DEBIAN" "$b/usr/share/ledger/$1"
    printf 'Package: %s\nVersion: %s\nArchitecture: all\nMaintainer: Ledger Team <ops@ledger.example>\nDescription: ledger component %s\n' "$1" "$2" "$1" >"$b/DEBIAN/control"
    [[ -n "$3" ]] && printf 'Depends: %s\n' "$3" >>"$b/DEBIAN/control"
    printf 'component=%s\n' "$1" >"$b/usr/share/ledger/$1/info.conf"
    dpkg-deb --root-owner-group -Zgzip --build "$b" "$d/debs/${1}_$2_all.deb" >/dev/null
  }
  mkpkg libledger1 1.4-1 ""
  for p in accounts audit billing cache cli config export gateway importer invoices metrics notify payments reports scheduler search; do
    mkpkg "ledger-$p" 2.0.3-1 "libledger1 (>= 1.2)"
    mkpkg "ledger-$p-doc" 2.0.3-1 ""
    mkpkg "ledger-$p-tools" 2.0.3-1 "ledger-$p"
  done
  mkpkg ledger-worker 2.0.3-1 "libledger1 (>= 2.0), ledger-config"
  record dpkg-install-dependency-problems-admindir terminal "$d" \
    "dpkg -i of 50 local .debs into a private admin/instdir: every package is unpacked, then ledger-worker cannot be configured ('depends on libledger1 (>= 2.0); however: Version of libledger1 on system is 1.4-1.'), the others are set up, 'Errors were encountered while processing: ledger-worker'; exit 1." \
    "dpkg --admindir=admin --instdir=root --force-script-chrootless --force-not-root -i debs/*.deb"
}

case_diff_trees() {
  want diff-ru-release-trees-one-setting-and-removed-file || return 0
  local d="$WORK/difftrees" s k
  mkdir -p "$d/release-2.4.0/conf.d" "$d/release-2.4.1/conf.d"
  for s in $(seq -w 1 40); do
    for r in release-2.4.0 release-2.4.1; do
      {
        printf '# service svc%s configuration\n# managed by the release pipeline; do not edit by hand\nversion = %s\n\n[server]\n' "$s" "${r#release-}"
        for k in $(seq 1 12); do printf 'option_%02d = value_%s_%02d\n' "$k" "$s" "$k"; done
        if [[ $s == 27 ]]; then
          [[ $r == release-2.4.0 ]] && printf 'ssl_verify = true\n' || printf 'ssl_verify = false\n'
        else
          printf 'ssl_verify = true\n'
        fi
        printf 'timeout_ms = 3000\n'
      } >"$d/$r/conf.d/svc$s.conf"
    done
  done
  printf 'cert = /etc/ledger/tls/server.pem\nkey = /etc/ledger/tls/server.key\n' >"$d/release-2.4.0/conf.d/svc20-tls.conf"
  record diff-ru-release-trees-one-setting-and-removed-file terminal "$d" \
    "diff -ru of two release trees of 40 service configs: every file's 'version = 2.4.0' -> '2.4.1' hunk, and in the middle 'Only in release-2.4.0/conf.d: svc20-tls.conf' (a file dropped) and svc27.conf's second hunk flipping 'ssl_verify = true' to 'false'; exit 1." \
    "diff -ru release-2.4.0 release-2.4.1"
}

case_bash_xtrace() {
  want bash-xtrace-set-e-fails-then-exit-trap || return 0
  local d="$WORK/xtrace" i
  mkdir -p "$d/build/assets"
  for i in $(seq -w 1 90); do printf 'asset %s\n' "$i" >"$d/build/assets/chunk-$i.js"; done
  cat >"$d/deploy.sh" <<'EOF'
#!/bin/bash
set -euxo pipefail
stage=$(mktemp -d /tmp/deploy-stage.XXXXXX)
cleanup() {
  for f in "$stage"/*; do
    rm -f "$f"
  done
  rmdir "$stage"
  echo "cleanup done"
}
trap cleanup EXIT
for f in build/assets/*.js; do
  sum=$(cksum < "$f" | cut -d' ' -f1)
  cp "$f" "$stage/$(basename "$f" .js).$sum.js"
done
cp build/app.tar.gz "$stage/"
echo "release staged"
EOF
  record bash-xtrace-set-e-fails-then-exit-trap terminal "$d" \
    "bash -x deploy.sh (set -euxo pipefail): ~450 xtrace lines staging 90 assets, then 'cp: cannot stat 'build/app.tar.gz': No such file or directory' stops the script, and the EXIT trap's cleanup traces ~180 more lines (rm -f of each staged file) before exit 1." \
    "bash deploy.sh"
}

case_mocha_json() {
  want mocha-json-reporter-one-failure || return 0
  setup_js_tools
  # the spec case's project, run again with the JSON reporter (written after the run, to stdout)
  case_mocha_diff_project "$WORK/mochajson"
  record mocha-json-reporter-one-failure json "$WORK/mochajson" \
    "mocha --reporter json over the same 601 tests: one pretty-printed object (stats with failures 1, then tests, pending, failures and passes arrays); the failing test's err (message, the actual/expected objects, stack) sits in tests among 600 passing entries and alone in failures; exit 1." \
    "node_modules/.bin/mocha --reporter json"
}

kinds6_all() {
  case_javac_direct
  case_junit_console
  case_tsc
  case_eslint_stylish
  case_eslint_json
  case_mocha_diff
  case_flake8
  case_go_vet
  case_lua_error
  case_ruby_error
  case_pytest_setup_error
  case_git_bisect
  case_make_recursive
  case_sqlite_script
  case_psql_script
  case_dpkg_deps
  case_diff_trees
  case_bash_xtrace
  case_mocha_json
}
