# Cases of kinds the first 45 lacked (issue 11, "What the misses have in common"): test runners whose
# diagnostics sit below the failing line, decoy error lines around one real failure, linters that group
# findings under a file header, JSON/NDJSON/CSV whose failure records sit among passing ones, a nested
# tree, a server crash and recovery with no error word, a NUL-prefixed log, carriage-return progress
# ending in an error, a merge conflict, memory checker and debugger reports.
# Sourced by regen.sh (which sets WORK, OUT and record); each case_* function makes one case.

export GOFLAGS="-mod=mod -modcacherw" GOPROXY=off GOTOOLCHAIN=local
export GOCACHE="$WORK/gocache" GOPATH="$WORK/gopath"

# setup_go_ledger DIR: a Go module (stdlib only) with 160 table-driven subtests; one fails with got/want lines.
setup_go_ledger() {
  local d=$1
  [[ -d "$d" ]] && return 0
  mkdir -p "$d/ledger" "$d/money"
  printf 'module example.com/shop\n\ngo 1.19\n' >"$d/go.mod"
  cat >"$d/money/money.go" <<'EOF'
package money

import "fmt"

// Cents formats an amount in cents as a decimal string.
func Cents(c int64) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}
EOF
  cat >"$d/money/money_test.go" <<'EOF'
package money

import "testing"

func TestCents(t *testing.T) {
	for i := int64(0); i < 40; i++ {
		c := i*137 - 600
		t.Run(Cents(c), func(t *testing.T) {
			if Cents(c) == "" {
				t.Fatal("empty")
			}
		})
	}
}
EOF
  cat >"$d/ledger/ledger.go" <<'EOF'
package ledger

import (
	"fmt"
	"strconv"
	"strings"
)

// Entry is one parsed ledger line.
type Entry struct {
	Account string
	Cents   int64
}

// Parse reads "account amount" where amount may carry a thousands separator.
func Parse(line string) (Entry, error) {
	f := strings.Fields(line)
	if len(f) != 2 {
		return Entry{}, fmt.Errorf("want 2 fields, got %d", len(f))
	}
	amount := f[1]
	whole, frac, _ := strings.Cut(amount, ".")
	if i := strings.IndexByte(whole, ','); i >= 0 {
		whole = whole[:i] // bug: drops everything after the first separator
	}
	for len(frac) < 2 {
		frac += "0"
	}
	n, err := strconv.ParseInt(whole+frac[:2], 10, 64)
	if err != nil {
		return Entry{}, fmt.Errorf("amount %q: %w", amount, err)
	}
	return Entry{Account: f[0], Cents: n}, nil
}
EOF
  cat >"$d/ledger/ledger_test.go" <<'EOF'
package ledger

import (
	"fmt"
	"testing"
)

func TestParse(t *testing.T) {
	type tc struct {
		line string
		want Entry
	}
	var cases []tc
	for i := 0; i < 120; i++ {
		acct := fmt.Sprintf("acct-%04d", 1000+i)
		cents := int64(i*731 + 99)
		cases = append(cases, tc{fmt.Sprintf("%s %d.%02d", acct, cents/100, cents%100), Entry{acct, cents}})
	}
	cases = append(cases[:87], append([]tc{{"acct-7781 1,250.40", Entry{"acct-7781", 125040}}}, cases[87:]...)...)
	for _, c := range cases {
		c := c
		t.Run(c.want.Account, func(t *testing.T) {
			got, err := Parse(c.line)
			if err != nil {
				t.Fatalf("Parse(%q): unexpected error %v", c.line, err)
			}
			if got != c.want {
				t.Errorf("Parse(%q):\n got  %+v\nwant %+v", c.line, got, c.want)
			}
		})
	}
}

func TestParseRejectsMissingAmount(t *testing.T) {
	if _, err := Parse("acct-0001"); err == nil {
		t.Fatal("want an error for a line without amount")
	}
}
EOF
}

case_go_test_verbose() {
  want go-test-verbose-got-want || return 0
  local d="$WORK/goledger"
  setup_go_ledger "$d"
  record go-test-verbose-got-want terminal "$d" \
    "go test -v ./... over two packages with ~160 subtests; TestParse/acct-7781 fails, its got/want values on the lines below the t.Errorf location." \
    "go test -v ./..."
}

case_go_test_json() {
  want go-test-json-ndjson || return 0
  local d="$WORK/goledger"
  setup_go_ledger "$d"
  record go-test-json-ndjson ndjson "$d" \
    "go test -json ./... of the same module: one JSON event per line (run/output/pass), the failing subtest's events with Action fail among ~500 passing ones." \
    "go test -json ./..."
}

case_pytest_decoys() {
  want pytest-live-log-decoy-errors || return 0
  local d="$WORK/pytestpay"
  mkdir -p "$d/tests"
  cat >"$d/gateway.py" <<'EOF'
import logging
from decimal import Decimal, ROUND_HALF_UP

log = logging.getLogger("payments.gateway")

class Declined(Exception):
    pass

def charge(card, cents):
    if card.endswith("0002"):
        log.error("card %s declined: insufficient funds (amount %d)", card, cents)
        raise Declined(card)
    if cents <= 0:
        log.error("rejecting non-positive amount %d for card %s", cents, card)
        raise ValueError(cents)
    log.info("charged %d to card %s", cents, card)
    return {"card": card, "cents": cents, "status": "captured"}

def refund(cents, percent):
    # bug: truncates instead of rounding half up
    return int(Decimal(cents) * Decimal(percent) / Decimal(100))
EOF
  cat >"$d/tests/test_gateway.py" <<'EOF'
import pytest
from gateway import charge, refund, Declined

CARDS = [f"4000{n:08d}0002" for n in range(120)]

@pytest.mark.parametrize("card", CARDS)
def test_declined_card_raises(card):
    with pytest.raises(Declined):
        charge(card, 1999)

@pytest.mark.parametrize("cents", [0, -1, -250, -10000] * 20)
def test_non_positive_amount_rejected(cents):
    with pytest.raises(ValueError):
        charge("4242424242424242", cents)

@pytest.mark.parametrize("cents", list(range(100, 4100, 100)))
def test_charge_captures(cents):
    assert charge("4242424242424242", cents)["status"] == "captured"

@pytest.mark.parametrize("cents,percent,expected", [(1000, 50, 500), (999, 50, 500), (2000, 25, 500)])
def test_partial_refund_rounds_half_up(cents, percent, expected):
    assert refund(cents, percent) == expected
EOF
  record pytest-live-log-decoy-errors terminal "$d" \
    "pytest with live logging at ERROR: 200 passing tests each log an expected 'declined'/'rejecting' ERROR line; one real failure (test_partial_refund_rounds_half_up[999-50-500], 499 == 500) with its E lines in the FAILURES section." \
    "python3 -m pytest -p no:cacheprovider -o log_cli=true --log-cli-level=ERROR -q tests"
}

case_perl_prove() {
  want perl-prove-tap-failed-test-diag || return 0
  local d="$WORK/perlcart"
  mkdir -p "$d/lib" "$d/t"
  cat >"$d/lib/Cart.pm" <<'EOF'
package Cart;
use strict; use warnings;
sub new { my ($c) = @_; return bless { items => [] }, $c }
sub add { my ($s, $sku, $qty, $price) = @_; push @{ $s->{items} }, [$sku, $qty, $price]; return $s }
sub subtotal { my $s = shift; my $t = 0; $t += $_->[1] * $_->[2] for @{ $s->{items} }; return $t }
# bug: tax is truncated, not rounded
sub total_with_tax { my ($s, $rate) = @_; return sprintf('%.2f', int($s->subtotal * (1 + $rate) * 100) / 100) }
1;
EOF
  cat >"$d/t/01-subtotal.t" <<'EOF'
use strict; use warnings;
use Test::More;
use Cart;
for my $n (1 .. 150) {
    my $c = Cart->new->add("SKU-$n", $n, 2.5);
    is($c->subtotal, $n * 2.5, "subtotal for $n units of SKU-$n");
}
done_testing;
EOF
  cat >"$d/t/02-tax.t" <<'EOF'
use strict; use warnings;
use Test::More;
use Cart;
for my $n (1 .. 60) {
    my $c = Cart->new->add("SKU-$n", 4, 25);
    is($c->total_with_tax(0.10), '110.00', "tax 10% on order #$n");
}
my $c = Cart->new->add('SKU-77', 1, 99.99);
is($c->total_with_tax(0.08), '107.99', 'tax 8% on 99.99 rounds to the cent');
for my $n (61 .. 120) {
    my $c = Cart->new->add("SKU-$n", 2, 50);
    is($c->total_with_tax(0.20), '120.00', "tax 20% on order #$n");
}
done_testing;
EOF
  record perl-prove-tap-failed-test-diag terminal "$d" \
    "prove -v -Ilib t/ over two Test::More files (271 tests); one fails ('tax 8% on 99.99 rounds to the cent'), its got/expected in '#' diagnostic lines on stderr, which arrive some 60 lines before the 'not ok 61' line." \
    "prove -v -Ilib t/"
}

# setup_shellcheck_scripts DIR: deploy scripts with many unquoted variables (SC2086 info), a few unused
# variables (SC2034 warning) and one error-severity finding.
setup_shellcheck_scripts() {
  local d=$1 f i
  [[ -d "$d" ]] && return 0
  mkdir -p "$d/deploy"
  for f in backup restore rotate sync; do
    {
      echo '#!/bin/sh'
      echo "# $f the shop's data directories"
      echo 'SRC=$1'
      echo 'DEST=$2'
      echo 'STAMP=$(date +%Y%m%d)'
      echo 'UNUSED_RETRIES=3'
      for i in $(seq 1 25); do
        echo "mkdir -p \$DEST/part$i"
        echo "cp -r \$SRC/part$i/* \$DEST/part$i/"
      done
      echo 'echo finished $STAMP'
    } >"$d/deploy/$f.sh"
  done
  {
    echo '#!/bin/sh'
    echo '# check that the release tag is set before deploying'
    echo 'TAG=$1'
    echo 'if [ -n $TAG ]; then'
    echo '  echo deploying $TAG'
    echo 'fi'
    for i in $(seq 1 20); do echo "scp build/shop-\$TAG.tar.gz host$i:/srv/releases/"; done
  } >"$d/deploy/release.sh"
}

case_shellcheck_tty() {
  want shellcheck-grouped-findings-one-error || return 0
  local d="$WORK/shellcheck"
  setup_shellcheck_scripts "$d"
  record shellcheck-grouped-findings-one-error terminal "$d" \
    "shellcheck on five deploy scripts: ~250 findings grouped under 'In FILE line N:' headers, nearly all SC2086 (info) and SC2034 (warning), one SC2070 (error) in release.sh." \
    "shellcheck deploy/*.sh"
}

case_shellcheck_json() {
  want shellcheck-json1-report || return 0
  local d="$WORK/shellcheck"
  setup_shellcheck_scripts "$d"
  record shellcheck-json1-report json "$d" \
    "shellcheck -f json1 on the same scripts: one object whose only key, comments, is an array of ~250 findings; one has level error (SC2070)." \
    "shellcheck -f json1 deploy/*.sh"
}

case_npm_ls_tree() {
  want npm-ls-json-all-invalid || return 0
  local d="$WORK/npmls"
  mkdir -p "$d"
  printf '{\n  "name": "storefront-api",\n  "version": "1.0.0",\n  "private": true\n}\n' >"$d/package.json"
  ( cd "$d" && npm install --no-audit --no-fund --silent express@4.21.2 >/dev/null 2>&1 )
  # the manifest is then edited to want a major the tree does not have, as after a careless merge
  sed -i 's/"express": "[^"]*"/"express": "^5.1.0"/' "$d/package.json"
  record npm-ls-json-all-invalid json "$d" \
    "npm ls --json --all of an express@4 app whose package.json now asks for express ^5.1.0: a nested dependency tree (~70 packages), express marked invalid, a problems list and an error object (ELSPROBLEMS); stderr dropped." \
    "npm ls --json --all 2>/dev/null"
}

# run_postgres: initdb, start a server logging to stderr, run a workload, kill one backend with SIGKILL
# (the postmaster then restarts every process and recovers), run more, stop.
run_postgres() {
  local bin=/usr/lib/postgresql/15/bin data="$PWD/data" sock="$PWD/sock" port i
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  chmod o+x "$WORK"; mkdir -p "$sock"; chown -R nobody:nogroup "$PWD"
  runuser -u nobody -- "$bin/initdb" -D "$data" -A trust -U shop >/dev/null 2>&1
  runuser -u nobody -- "$bin/postgres" -D "$data" -k "$sock" -p "$port" -c listen_addresses='' \
    -c log_connections=on -c log_disconnections=on -c log_checkpoints=on -c log_min_duration_statement=0 \
    -c log_line_prefix='%m [%p] %q%u@%d ' &
  local pg=$!
  for i in $(seq 1 50); do [[ -S "$sock/.s.PGSQL.$port" ]] && break; sleep 0.2; done
  local q="runuser -u nobody -- psql -h $sock -p $port -U shop -d postgres -qAt"
  $q -c "create table orders(id serial primary key, sku text, cents int)" >/dev/null 2>&1
  for i in $(seq 1 40); do $q -c "insert into orders(sku, cents) values ('SKU-$i', $((i*137)))" >/dev/null 2>&1; done
  $q -c "select pg_sleep(30)" >/dev/null 2>&1 &
  sleep 1
  local victim
  victim=$($q -c "select pid from pg_stat_activity where query like 'select pg_sleep%' and pid <> pg_backend_pid()")
  kill -KILL "$victim"
  sleep 3
  for i in $(seq 41 80); do $q -c "insert into orders(sku, cents) values ('SKU-$i', $((i*137)))" >/dev/null 2>&1; done
  $q -c "select count(*) from orders" >/dev/null 2>&1
  kill -INT "$(head -1 "$data/postmaster.pid")"; wait $pg
}

case_postgres_crash() {
  want postgres-backend-killed-recovery-log || return 0
  local d="$WORK/pg"
  mkdir -p "$d"
  record postgres-backend-killed-recovery-log log "$d" \
    "PostgreSQL 15 server log (stderr, every connection and statement logged) under a small workload; mid-way one backend is killed with SIGKILL, the postmaster terminates all processes, recovers (not properly shut down; automatic recovery) and serves again; then a clean fast shutdown." \
    "postgres -D data -k sock -c log_connections=on -c log_disconnections=on -c log_min_duration_statement=0" run_postgres
}

# run_nul_log: a deploy job whose stdout is redirected (not appended) to app.log; mid-way the log is
# rotated with copy-then-truncate (what logrotate's copytruncate does), so the job goes on writing at
# its old offset and the file starts with a run of NUL bytes; the job then fails. The output is cat app.log.
run_nul_log() {
  (
    exec >app.log 2>&1
    for i in $(seq 1 400); do echo "2026-12-01T09:$(printf %02d $((i/60))):$(printf %02d $((i%60)))Z deploy[4121]: uploaded shard $i/480 (sha256 $(printf %064x $((i*7919))))"; done
    cp app.log app.log.1; truncate -s 0 app.log
    for i in $(seq 401 430); do echo "2026-12-01T09:$(printf %02d $((i/60))):$(printf %02d $((i%60)))Z deploy[4121]: uploaded shard $i/480 (sha256 $(printf %064x $((i*7919))))"; done
    echo "2026-12-01T09:07:11Z deploy[4121]: upload of shard 431/480 failed: connection reset by peer (storage-eu-2.internal:443)"
    echo "2026-12-01T09:07:11Z deploy[4121]: ERROR: deploy failed after 430 of 480 shards; release r2026.12.01-3 not activated"
  )
  cat app.log
}

case_nul_log() {
  want cat-log-nul-prefix-copytruncate || return 0
  local d="$WORK/nullog"
  mkdir -p "$d"
  record cat-log-nul-prefix-copytruncate log "$d" \
    "cat of a deploy job's log after a copytruncate rotation: ~60 KB of NUL bytes (the writer kept its offset), then the last 32 lines, ending with the upload failure and 'ERROR: deploy failed'." \
    "cat app.log" run_nul_log
}

# run_curl_truncated: a local HTTP server promises 64 MiB and closes after 40 MiB, slowly; curl's
# progress meter (stderr, carriage-return frames) then the transfer error.
run_curl_truncated() {
  local port
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  python3 - "$port" <<'PY' &
import socket, sys, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(1)
open("ready", "w").close()
c, _ = s.accept(); c.recv(65536)
c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/gzip\r\nContent-Length: 67108864\r\n\r\n")
chunk = b"\0" * (1 << 20)
for i in range(40):
    c.sendall(chunk); time.sleep(0.12)
c.close()
PY
  local srv=$! i
  for i in $(seq 1 100); do [[ -e ready ]] && break; sleep 0.1; done
  local rc=0
  curl -o /dev/null "http://127.0.0.1:$port/releases/shop-2026.12.01.tar.gz" || rc=$?
  wait $srv
  return $rc
}

case_curl_cr() {
  want curl-progress-cr-transfer-closed || return 0
  local d="$WORK/curl"
  mkdir -p "$d"
  record curl-progress-cr-transfer-closed terminal "$d" \
    "curl downloading a release tarball from a server that closes after 40 of 64 MiB: the progress meter's carriage-return frames, then 'curl: (18) transfer closed with ... bytes remaining to read' (exit 18)." \
    "curl -o /dev/null http://127.0.0.1:PORT/releases/shop-2026.12.01.tar.gz" run_curl_truncated
}

case_git_merge_conflict() {
  want git-merge-many-files-one-conflict || return 0
  local d="$WORK/gitmerge" i
  mkdir -p "$d/src" "$d/docs"
  (
    cd "$d"
    git init -q -b main . && git config user.email dev@example.com && git config user.name Dev
    for i in $(seq -w 1 240); do printf 'package shop\n\n// module %s\nfunc Part%s() int {\n\treturn %s\n}\n\n\n\n\n\n// end\n' "$i" "$i" "$i" >"src/part$i.go"; done
    printf 'package shop\n\n// Round rounds cents half up.\nfunc Round(c float64) int64 {\n\treturn int64(c + 0.5)\n}\n' >src/pricing.go
    printf '# Old pricing notes\n' >docs/pricing-old.md
    git add -A && git commit -qm 'initial import'
    git checkout -qb feature
    for i in $(seq -w 1 240); do sed -i "s|// module $i|// module $i (feature: traced)|" "src/part$i.go"; done
    sed -i 's|return int64(c + 0.5)|return int64(math.Floor(c + 0.5))|' src/pricing.go
    git rm -q docs/pricing-old.md
    git commit -qam 'feature: trace every part, floor-based rounding, drop old notes'
    git checkout -q main
    for i in $(seq -w 1 240); do sed -i "s|// end|// end of part $i|" "src/part$i.go"; done
    sed -i 's|return int64(c + 0.5)|return int64(math.Round(c))|' src/pricing.go
    printf '# Old pricing notes\n\nStill used by the invoicing team.\n' >docs/pricing-old.md
    git commit -qam 'main: mark part ends, math.Round, keep pricing notes'
  )
  record git-merge-many-files-one-conflict terminal "$d" \
    "git merge feature: 240 files auto-merged cleanly, one content conflict (src/pricing.go) and one modify/delete conflict (docs/pricing-old.md); 'Automatic merge failed' (exit 1), no error word." \
    "git merge feature"
}

# setup_stats_c DIR: a C program that prints 600 lines of window sums; one window reads past its buffer.
setup_stats_c() {
  local d=$1
  [[ -d "$d" ]] && return 0
  mkdir -p "$d"
  cat >"$d/stats.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>

static long sum_window(const int *v, int from, int len) {
    long s = 0;
    for (int i = from; i < from + len; i++) s += v[i];
    return s;
}

int main(void) {
    int n = 100;
    int *v = malloc(n * sizeof *v);
    for (int i = 0; i < n; i++) v[i] = (i * 37) % 101;
    for (int w = 0; w < 600; w++) {
        int from = (w == 417) ? 96 : w % 96, len = (w == 417) ? 8 : 4;
        printf("window %3d from %2d len %d sum %ld\n", w, from, len, sum_window(v, from, len));
    }
    free(v);
    return 0;
}
EOF
  (cd "$d" && gcc -g -O0 -o stats stats.c)
}

case_valgrind() {
  want valgrind-invalid-read-block || return 0
  local d="$WORK/valgrind"
  setup_stats_c "$d"
  record valgrind-invalid-read-block terminal "$d" \
    "valgrind --leak-check=full of a program printing 600 lines; at window 417 it reads past a 400-byte heap block: 'Invalid read of size 4' with its at/by frames and the 'Address ... is 0 bytes after a block of size 400 alloc'd' lines; ERROR SUMMARY at the end, exit 0." \
    "valgrind --leak-check=full ./stats"
}

case_gdb_segv() {
  want gdb-batch-sigsegv-backtrace || return 0
  local d="$WORK/gdbparse"
  mkdir -p "$d"
  cat >"$d/parser.c" <<'EOF'
#include <stdio.h>
#include <string.h>

struct field { const char *name; const char *value; };

static size_t field_len(const struct field *f) { return strlen(f->value); }

int main(void) {
    struct field rows[500];
    char names[500][16];
    for (int i = 0; i < 500; i++) {
        snprintf(names[i], sizeof names[i], "col%03d", i);
        rows[i].name = names[i];
        rows[i].value = (i == 377) ? NULL : names[i];
    }
    for (int i = 0; i < 500; i++) printf("parsed row %d field %s (%zu bytes)\n", i, rows[i].name, field_len(&rows[i]));
    return 0;
}
EOF
  (cd "$d" && gcc -g -O0 -o parser parser.c)
  record gdb-batch-sigsegv-backtrace terminal "$d" \
    "gdb -batch -ex run -ex bt of a parser that prints rows to a pipe (block-buffered: the last flushed is row 325, then a half line), then 'Program received signal SIGSEGV, Segmentation fault.' in strlen called from field_len (parser.c:6) for row 377; backtrace; no error word." \
    "gdb -q -batch -iex 'set debuginfod enabled off' -ex run -ex bt ./parser"
}

case_cmake_error() {
  want cmake-configure-missing-package || return 0
  local d="$WORK/cmakeproj" i
  mkdir -p "$d/src"
  {
    echo 'cmake_minimum_required(VERSION 3.20)'
    echo 'project(shopd C CXX)'
    echo 'include(CheckIncludeFile)'
    echo 'include(CheckFunctionExists)'
    for h in stdio stdlib string unistd fcntl errno signal time poll sys/socket sys/epoll sys/stat sys/types netinet/in arpa/inet pthread dlfcn syslog limits stdint inttypes; do
      echo "check_include_file(${h}.h HAVE_$(echo "$h" | tr 'a-z/' 'A-Z_')_H)"
    done
    for f in epoll_create1 accept4 pipe2 clock_gettime strlcpy memfd_create getrandom posix_fadvise; do echo "check_function_exists($f HAVE_$(echo $f | tr a-z A-Z))"; done
    echo 'find_package(Threads REQUIRED)'
    echo 'find_package(Protobuf 3.21 REQUIRED)'
    echo 'add_executable(shopd src/main.cc)'
  } >"$d/CMakeLists.txt"
  echo 'int main() { return 0; }' >"$d/src/main.cc"
  record cmake-configure-missing-package terminal "$d" \
    "cmake configure of a C++ daemon: ~30 passing include/function checks, then find_package(Protobuf) fails ('Could NOT find Protobuf (missing: Protobuf_LIBRARIES Protobuf_INCLUDE_DIR)') with a Call Stack block; 'Configuring incomplete, errors occurred!'." \
    "cmake -S . -B build"
}

case_ruby_minitest() {
  want ruby-minitest-expected-actual || return 0
  local d="$WORK/rubycart"
  mkdir -p "$d/lib" "$d/test"
  cat >"$d/lib/invoice.rb" <<'EOF'
class Invoice
  def initialize(lines) = @lines = lines
  def subtotal = @lines.sum { |qty, cents| qty * cents }
  # bug: the discount is applied twice for orders over 100 lines
  def total(discount_pct)
    t = subtotal * (100 - discount_pct) / 100
    t = t * (100 - discount_pct) / 100 if @lines.size > 100
    t
  end
end
EOF
  cat >"$d/test/invoice_test.rb" <<'EOF'
require "minitest/autorun"
require_relative "../lib/invoice"

class InvoiceTest < Minitest::Test
  (1..180).each do |n|
    define_method("test_subtotal_of_#{n}_lines") do
      assert_equal n * 250, Invoice.new([[1, 250]] * n).subtotal
    end
  end

  (1..40).each do |n|
    define_method("test_total_with_10_percent_off_#{n}_lines") do
      assert_equal n * 225, Invoice.new([[1, 250]] * n).total(10)
    end
  end

  def test_total_with_10_percent_off_for_120_lines
    assert_equal 27_000, Invoice.new([[1, 250]] * 120).total(10)
  end
end
EOF
  record ruby-minitest-expected-actual terminal "$d" \
    "ruby minitest -v over 221 tests; one fails (test_total_with_10_percent_off_for_120_lines), 'Expected: 27000' and 'Actual: 24300' on the lines below the Failure header; the summary line counts 1 failure." \
    "ruby -Ilib test/invoice_test.rb -v --seed 4242"
}

case_sqlite_csv() {
  want sqlite-csv-job-runs-failed-rows || return 0
  local d="$WORK/sqlitejobs"
  mkdir -p "$d"
  sqlite3 "$d/jobs.db" <<'SQL'
create table runs(id integer primary key, job text, started text, seconds real, status text, exit_code int, message text);
with recursive n(i) as (select 1 union all select i + 1 from n where i < 1500)
insert into runs(job, started, seconds, status, exit_code, message)
select printf('nightly-%s', case i % 5 when 0 then 'backup' when 1 then 'reindex' when 2 then 'export' when 3 then 'vacuum' else 'report' end),
       datetime('2026-10-01 00:00:00', printf('+%d minutes', i * 29)),
       round(30 + (i * 7919 % 600) / 10.0, 1),
       case when i in (388, 1021, 1444) then 'failed' when i % 97 = 0 then 'retried' else 'succeeded' end,
       case when i in (388, 1021, 1444) then (case i when 388 then 137 when 1021 then 1 else 2 end) else 0 end,
       case i when 388 then 'killed by OOM killer (rss 7.8 GiB > limit 8 GiB)'
              when 1021 then 'pg_dump: error: connection to server lost'
              when 1444 then 'export: disk quota exceeded writing /exports/2026-11-30.csv.gz'
              else '' end
from n;
SQL
  record sqlite-csv-job-runs-failed-rows csv "$d" \
    "sqlite3 -csv -header of a job-run table: 1,500 rows, nearly all status succeeded (a few retried), three failed rows (ids 388, 1021, 1444) with exit codes and messages." \
    "sqlite3 -csv -header jobs.db 'select * from runs order by id'"
}

kinds_all() {
  case_go_test_verbose
  case_go_test_json
  case_pytest_decoys
  case_perl_prove
  case_shellcheck_tty
  case_shellcheck_json
  case_npm_ls_tree
  case_postgres_crash
  case_nul_log
  case_curl_cr
  case_git_merge_conflict
  case_valgrind
  case_gdb_segv
  case_cmake_error
  case_ruby_minitest
  case_sqlite_csv
}
