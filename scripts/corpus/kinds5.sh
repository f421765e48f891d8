# Cases of kinds the first 61 lacked (session 5, issue 11): a race detector's and a sanitizer's report
# whose location lines follow a header, a Go test panic under -v, two daemons' logs with a process killed
# by a signal in the middle and no error word (redis, nginx), a linter's findings grouped under module
# headers with a score, a type checker's hundreds of errors of one template and a total, a rebase that
# stops on a conflict after many exec runs, strace of a silent failure among routine ENOENTs, a script
# that exits non-zero with no error line at all, PHP output with thousands of empty lines, tcltest's
# failure block with result was/should have been, make -j whose error sits among later jobs' output.
# Sourced by regen.sh (which sets WORK, OUT and record, and sources kinds.sh first for the Go env).

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

case_go_race() {
  want go-test-race-detector-report || return 0
  local d="$WORK/gorace"
  mkdir -p "$d/cache"
  printf 'module example.com/catalog\n\ngo 1.19\n' >"$d/go.mod"
  cat >"$d/cache/cache.go" <<'EOF'
package cache

import "sync"

// Cache is a read-mostly map with a hit counter.
type Cache struct {
	mu   sync.Mutex
	m    map[string]string
	hits int
}

// New returns an empty cache.
func New() *Cache { return &Cache{m: map[string]string{}} }

// Put stores a value.
func (c *Cache) Put(k, v string) {
	c.mu.Lock()
	c.m[k] = v
	c.mu.Unlock()
}

// Get returns a value and counts the hit.
func (c *Cache) Get(k string) (string, bool) {
	c.mu.Lock()
	v, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		c.hits++ // bug: counted outside the lock
	}
	return v, ok
}

// Hits reports how many lookups found a value.
func (c *Cache) Hits() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits
}
EOF
  cat >"$d/cache/cache_test.go" <<'EOF'
package cache

import (
	"fmt"
	"sync"
	"testing"
)

func TestPutGet(t *testing.T) {
	c := New()
	for i := 0; i < 90; i++ {
		k := fmt.Sprintf("sku-%03d", i)
		t.Run(k, func(t *testing.T) {
			c.Put(k, "v"+k)
			if v, ok := c.Get(k); !ok || v != "v"+k {
				t.Fatalf("Get(%q) = %q, %v", k, v, ok)
			}
		})
	}
}

func TestConcurrentGet(t *testing.T) {
	c := New()
	c.Put("sku-001", "widget")
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				c.Get("sku-001")
			}
		}()
	}
	wg.Wait()
	if c.Hits() != 400 {
		t.Errorf("hits = %d, want 400", c.Hits())
	}
}
EOF
  record go-test-race-detector-report terminal "$d" \
    "go test -race -v over 91 tests: the 90 subtests pass, TestConcurrentGet trips the race detector (WARNING: DATA RACE, read/previous write at cache.go:28 by two goroutines, their creation frames) and fails with 'race detected during execution of test'." \
    "go test -race -v -count=1 ./..."
}

case_go_panic() {
  want go-test-verbose-panic-index-out-of-range || return 0
  local d="$WORK/gopanic"
  mkdir -p "$d/batch"
  printf 'module example.com/batch\n\ngo 1.19\n' >"$d/go.mod"
  cat >"$d/batch/batch.go" <<'EOF'
package batch

// Split cuts ids into batches of size n.
func Split(ids []int, n int) [][]int {
	var out [][]int
	for i := 0; i < len(ids); i += n {
		end := i + n
		if end > len(ids) && len(ids)%2 == 0 {
			end = len(ids)
		}
		out = append(out, ids[i:end]) // bug: end passes len(ids) when the length is odd
	}
	return out
}
EOF
  cat >"$d/batch/batch_test.go" <<'EOF'
package batch

import (
	"fmt"
	"testing"
)

func TestSplit(t *testing.T) {
	for size := 1; size <= 6; size++ {
		for count := 0; count <= 80; count += 4 {
			size, count := size, count
			t.Run(fmt.Sprintf("size=%d/count=%d", size, count), func(t *testing.T) {
				ids := make([]int, count)
				if size == 3 && count == 28 {
					ids = make([]int, count+1)
				}
				got := 0
				for _, b := range Split(ids, size) {
					got += len(b)
				}
				if got != len(ids) {
					t.Errorf("got %d ids, want %d", got, len(ids))
				}
			})
		}
	}
}
EOF
  record go-test-verbose-panic-index-out-of-range terminal "$d" \
    "go test -v of 126 table subtests; after ~50 pass, size=3/count=28 panics (slice bounds out of range [:30] with capacity 29) in batch.Split at batch.go:11; the test binary dies with a goroutine trace and FAIL." \
    "go test -v -count=1 ./..."
}

case_asan() {
  want gcc-asan-heap-use-after-free || return 0
  local d="$WORK/asan"
  mkdir -p "$d"
  cat >"$d/sessions.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct session { int id; char user[24]; long last_seen; };
static struct session *table[64];

static struct session *open_session(int id) {
    struct session *s = malloc(sizeof *s);
    s->id = id;
    snprintf(s->user, sizeof s->user, "user%04d", id * 7);
    s->last_seen = 0;
    return s;
}

static void expire_session(int id) {
    free(table[id]); /* bug: the slot is not cleared */
}

static long touch(int id, long now) {
    struct session *s = table[id];
    long idle = now - s->last_seen;
    s->last_seen = now;
    return idle;
}

int main(void) {
    for (int i = 0; i < 64; i++) table[i] = open_session(i);
    for (long req = 1; req <= 900; req++) {
        int id = (int)(req * 13 % 64);
        if (req == 611) expire_session(17);
        fprintf(stderr, "req %ld session %d idle %ld\n", req, id, touch(id, req));
    }
    return 0;
}
EOF
  (cd "$d" && gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o sessions sessions.c)
  record gcc-asan-heap-use-after-free terminal "$d" \
    "A C session table built with -fsanitize=address logs 660 requests, then touches session 17 after expire_session freed it: ASan's heap-use-after-free report (READ of size 8, frames in touch/main, freed by / previously allocated by blocks, SUMMARY), exit 1." \
    "ASAN_OPTIONS=detect_leaks=0 ./sessions"
}

case_ubsan() {
  want gcc-ubsan-overflow-mid-output || return 0
  local d="$WORK/ubsan"
  mkdir -p "$d"
  cat >"$d/checksum.c" <<'EOF'
#include <stdio.h>

static int weight(int block) { return block * 9973; }

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    int total = 0;
    for (int block = 0; block < 1500; block++) {
        int w = weight(block);
        total += w; /* overflows int past block ~655 */
        printf("block %4d weight %8d running %d\n", block, w, total);
    }
    printf("checksum %d over 1500 blocks\n", total);
    return 0;
}
EOF
  (cd "$d" && gcc -g -O0 -fsanitize=undefined -o checksum checksum.c)
  record gcc-ubsan-overflow-mid-output terminal "$d" \
    "A checksum loop built with -fsanitize=undefined prints 1500 block lines; at block 656 UBSan reports 'runtime error: signed integer overflow' once (checksum.c:10) and the run goes on to a wrong checksum, exit 0." \
    "./checksum"
}

# run_redis: redis-server logging verbosely to stdout; clients come and go; a BGSAVE child is killed
# with SIGKILL mid-save (redis logs it and goes on); more clients; a shutdown.
run_redis() {
  local port i srv child
  port=$(free_port)
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --loglevel verbose \
    --dir "$PWD" --dbfilename dump.rdb --rdb-key-save-delay 300 --logfile '' --daemonize no &
  srv=$!
  for i in $(seq 1 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  for i in $(seq 1 60); do redis-cli -p "$port" set "order:$i" "{\"sku\":\"SKU-$i\",\"cents\":$((i*137))}" >/dev/null; done
  for i in $(seq 1 15000); do printf 'SET stock:%d %d\r\n' "$i" $((i % 97)); done | redis-cli -p "$port" --pipe >/dev/null
  redis-cli -p "$port" bgsave >/dev/null
  sleep 1
  child=$(pgrep -P "$srv" | head -1)
  kill -KILL "$child"
  sleep 1.5
  for i in $(seq 61 120); do redis-cli -p "$port" set "order:$i" "{\"sku\":\"SKU-$i\",\"cents\":$((i*137))}" >/dev/null; done
  sleep 5.5
  for i in $(seq 121 150); do redis-cli -p "$port" get "order:$((i-100))" >/dev/null; done
  redis-cli -p "$port" shutdown nosave >/dev/null 2>&1 || true
  wait "$srv" || true
}

case_redis() {
  want redis-bgsave-child-killed-log || return 0
  local d="$WORK/redis"
  mkdir -p "$d"
  record redis-bgsave-child-killed-log log "$d" \
    "redis-server 7 at loglevel verbose: ~150 client connections accepted and closed, a 15,000-key pipe, then a BGSAVE whose child is killed with SIGKILL ('Background saving terminated by signal 9'), more clients, periodic key-count lines, a shutdown; no error word." \
    "redis-server --loglevel verbose --save '' --rdb-key-save-delay 300 --logfile ''" run_redis
}

# run_nginx: nginx in the foreground, error_log on stderr at info, access log on stdout; ~400
# requests; one worker killed with SIGKILL (the master logs an alert and starts a new one); more
# requests; a graceful quit.
run_nginx() {
  local port master i w
  port=$(free_port)
  mkdir -p conf html tmp logs
  for i in $(seq 1 20); do echo "<h1>product $i</h1>" >"html/p$i.html"; done
  echo '<h1>shop</h1>' >html/index.html
  chmod o+x "$WORK"; chmod -R a+rX "$PWD"
  cat >conf/nginx.conf <<EOF
user nobody nogroup;
worker_processes 2;
daemon off;
error_log stderr info;
pid $PWD/nginx.pid;
events { worker_connections 64; }
http {
  access_log /dev/stdout;
  client_body_temp_path $PWD/tmp/body; proxy_temp_path $PWD/tmp/proxy; fastcgi_temp_path $PWD/tmp/fcgi;
  uwsgi_temp_path $PWD/tmp/uwsgi; scgi_temp_path $PWD/tmp/scgi;
  server { listen 127.0.0.1:$port; root $PWD/html; }
}
EOF
  nginx -p "$PWD" -c "$PWD/conf/nginx.conf" &
  master=$!
  for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
  python3 - "$port" 0 200 <<'PY'
import sys, urllib.request, urllib.error
port, lo, hi = sys.argv[1:]
for i in range(int(lo), int(hi)):
    path = f"/p{i % 20 + 1}.html" if i % 9 else f"/img/banner-{i}.png"
    try: urllib.request.urlopen(f"http://127.0.0.1:{port}{path}").read()
    except urllib.error.HTTPError: pass
PY
  w=$(pgrep -P "$master" | head -1)
  kill -KILL "$w"
  sleep 0.5
  python3 - "$port" 200 400 <<'PY'
import sys, urllib.request, urllib.error
port, lo, hi = sys.argv[1:]
for i in range(int(lo), int(hi)):
    path = f"/p{i % 20 + 1}.html" if i % 9 else f"/img/banner-{i}.png"
    try: urllib.request.urlopen(f"http://127.0.0.1:{port}{path}").read()
    except urllib.error.HTTPError: pass
PY
  kill -QUIT "$master"; wait "$master" || true
}

case_nginx() {
  want nginx-worker-killed-signal-log || return 0
  local d="$WORK/nginx"
  mkdir -p "$d"
  record nginx-worker-killed-signal-log log "$d" \
    "nginx 1.22 in the foreground (error log at info on stderr, access log on stdout) under 400 requests (200s and 404s, each with its open() failed / keepalive lines); mid-way a worker is killed by SIGKILL ('worker process N exited on signal 9', a new one started); graceful quit at the end." \
    "nginx -p . -c conf/nginx.conf  # error_log stderr info; access_log /dev/stdout" run_nginx
}

case_pylint() {
  want pylint-modules-grouped-one-error || return 0
  local d="$WORK/pylint" m i
  mkdir -p "$d/shop"
  : >"$d/shop/__init__.py"
  for m in cart catalog orders stock; do
    {
      echo "import os, sys"
      echo "TAXRATE = 0.2"
      for i in $(seq 1 18); do
        echo ""
        echo ""
        echo "def Compute_${m}_$i(Items, x):"
        echo "    unused = len(Items)"
        echo "    return [i * x for i in Items]"
      done
    } >"$d/shop/$m.py"
  done
  cat >"$d/shop/refunds.py" <<'EOF'
"""Refunds for returned orders."""


def refund_amount(order, percent):
    """Return the refund in cents for a percentage of the order."""
    return round(order["cents"] * percent / 100)


def refund_all(orders):
    """Refund every order in full."""
    return [refund_amount(o) for o in orders]


def refund_total(orders):
    """Sum of the refunds."""
    return sum(refund_amount(o, 100) for o in ordres)
EOF
  record pylint-modules-grouped-one-error terminal "$d" \
    "pylint over a six-module package: ~440 convention/warning findings (missing docstrings, invalid names, unused variables and imports) grouped under '************* Module shop.X' headers, the second of which (refunds.py) holds the two errors (E1120 no value for argument percent, E0602 undefined variable ordres); then ~3,200 lines of duplicate-code (R0801) blocks and a score line; exit 30." \
    "pylint --persistent=n shop"
}

case_mypy() {
  want mypy-many-errors-one-template-total || return 0
  local d="$WORK/mypy" m i
  mkdir -p "$d/shop"
  : >"$d/shop/__init__.py"
  cat >"$d/shop/money.py" <<'EOF'
def cents(amount: float) -> int:
    return int(round(amount * 100))


def label(c: int) -> str:
    return f"{c / 100:.2f}"
EOF
  for m in cart invoice ledger report; do
    {
      echo "from shop.money import cents, label"
      echo ""
      for i in $(seq 1 45); do
        echo ""
        echo "def line_${i}(qty: int, price: str) -> str:"
        echo "    return label(cents(price) * qty)"
      done
    } >"$d/shop/$m.py"
  done
  cat >"$d/shop/checkout.py" <<'EOF'
from shop import money


def total(lines: list[tuple[int, float]]) -> int:
    return money.round_cents(sum(q * p for q, p in lines))
EOF
  record mypy-many-errors-one-template-total terminal "$d" \
    "mypy over a package: 180 arg-type errors of one template (cents() given a str) across four modules, one attr-defined error in checkout.py (Module has no attribute round_cents), and 'Found 181 errors in 5 files'." \
    "mypy --cache-dir=/dev/null shop"
}

case_git_rebase() {
  want git-rebase-exec-stops-on-conflict || return 0
  local d="$WORK/gitrebase" i
  mkdir -p "$d/src"
  (
    cd "$d"
    git init -q -b main . && git config user.email dev@example.com && git config user.name Dev
    printf 'package tax\n\n// Rate is the VAT rate in percent.\nconst Rate = 20\n\n// Apply adds VAT to cents.\nfunc Apply(c int64) int64 { return c * (100 + Rate) / 100 }\n' >src/tax.go
    cat >ci.sh <<'EOF'
#!/bin/sh
n=$(ls src | wc -l)
echo "ci: gofmt -l src ... $n files clean"
echo "ci: go vet ./... ok"
for p in tax pricing orders stock cart catalog invoice ledger refunds report search shipping; do echo "ci: ok   example.com/shop/$p   0.0$n s"; done
echo "ci: coverage 81.$n% of statements"
EOF
    git add -A && git commit -qm 'initial tax package' && git tag base
    git checkout -qb feature
    for i in $(seq -w 1 24); do
      if [[ $i == 15 ]]; then sed -i 's|const Rate = 20|const Rate = 21 // 2027 rate|' src/tax.go
      else printf 'package tax\n\n// Part%s is feature part %s.\nfunc Part%s() int { return %s }\n' "$i" "$i" "$i" "$((10#$i))" >"src/part$i.go"; fi
      git add -A && git commit -qm "feature: part $i"
    done
    git checkout -q main
    sed -i 's|const Rate = 20|const Rate = 19 // reduced rate|' src/tax.go
    git commit -qam 'main: reduced VAT rate'
    git checkout -q feature
  )
  record git-rebase-exec-stops-on-conflict terminal "$d" \
    "git rebase --exec 'sh ci.sh' main of a 24-commit branch: 14 picks each followed by the CI script's lines, then commit 15 conflicts in src/tax.go ('CONFLICT (content)', 'error: could not apply ... feature: part 15', hints); exit 1." \
    "git rebase --exec 'sh ci.sh' main"
}

case_strace() {
  want strace-silent-exit-connect-refused || return 0
  local d="$WORK/strace" port
  mkdir -p "$d"
  port=$(free_port)
  cat >"$d/app.py" <<EOF
import decimal, json, logging, socket, sqlite3, sys
cfg = {"cache_host": "127.0.0.1", "cache_port": $port}
try:
    socket.create_connection((cfg["cache_host"], cfg["cache_port"]), timeout=2)
except OSError:
    sys.exit(3)
EOF
  record strace-silent-exit-connect-refused terminal "$d" \
    "strace -f -e trace=%file,%network,%process of a Python app that prints nothing and exits 3: ~500 lines of interpreter start-up and imports (many routine ENOENT lookups), then one connect() to the cache port refused (ECONNREFUSED) and exit_group(3)." \
    "strace -f -e trace=%file,%network,%process python3 app.py"
}

case_no_error_exit() {
  want migration-exit-1-no-error-line || return 0
  local d="$WORK/migrate"
  mkdir -p "$d"
  cat >"$d/migrate.py" <<'EOF'
import sys
done = 0
for order in range(1, 3001):
    refunds = 2 if order == 1234 else order % 2
    if refunds > 1:
        print(f"order {order}: left at schema v1 (has {refunds} refunds; v2 holds one)")
        continue
    print(f"order {order}: v1 -> v2 ({order % 7 + 1} lines, {refunds} refund)")
    done += 1
    if order % 1000 == 0:
        print(f"checkpoint: {done} orders at v2")
print(f"migrated {done} of 3000 orders")
sys.exit(0 if done == 3000 else 1)
EOF
  record migration-exit-1-no-error-line terminal "$d" \
    "A data migration prints one line per order for 3,000 orders; order 1234 is left at schema v1 (two refunds) mid-way, the summary says 2999 of 3000 and the script exits 1; no error word anywhere." \
    "python3 migrate.py"
}

case_php_blank() {
  want php-render-blank-lines-warning-fatal || return 0
  local d="$WORK/php"
  mkdir -p "$d"
  cat >"$d/render.php" <<'EOF'
<?php
$products = [];
for ($i = 1; $i <= 300; $i++) {
    $products[] = ($i == 188) ? ['sku' => "SKU-$i", 'name' => "Lamp $i"] : ['sku' => "SKU-$i", 'name' => "Lamp $i", 'price' => $i * 3, 'stock' => $i % 11];
}
foreach ($products as $p) { ?>


<li class="product"><?= $p['sku'] ?> <?= $p['name'] ?>: <?= $p['price'] ?> EUR



</li>


<?php }
$per = array_sum(array_column($products, 'stock'));
echo "average price per stock unit: " . intdiv(array_sum(array_column($products, 'price')), $per - $per) . "\n";
EOF
  record php-render-blank-lines-warning-fatal terminal "$d" \
    "php render.php: a product list template that emits ~2,100 empty lines around 300 <li> lines; product 188 has no price ('Warning: Undefined array key \"price\"' mid-way), and the summary dies with 'Fatal error: Uncaught DivisionByZeroError' and its stack trace; exit 255." \
    "php -d display_errors=stderr -d log_errors=0 render.php"
}

case_tcltest() {
  want tcltest-verbose-result-was-should-have-been || return 0
  local d="$WORK/tcl"
  mkdir -p "$d"
  cat >"$d/invoice.test" <<'EOF'
package require tcltest
namespace import ::tcltest::*
configure {*}$argv

proc subtotal {lines} { set t 0; foreach {q c} $lines { incr t [expr {$q * $c}] }; return $t }
proc with_tax {cents pct} { return [format %.2f [expr {int($cents * (100 + $pct) / 100.0) / 100.0}]] }

for {set n 1} {$n <= 400} {incr n} {
    test invoice-1.$n "subtotal of $n lines" -body { subtotal [string repeat "1 250 " $n] } -result [expr {$n * 250}]
}
test invoice-2.1 {8% tax on 99.99 rounds to the cent} -body { with_tax 9999 8 } -result 107.99
test invoice-2.2 {20% tax on 50.00} -body { with_tax 5000 20 } -result 60.00
cleanupTests
EOF
  record tcltest-verbose-result-was-should-have-been terminal "$d" \
    "tclsh running a tcltest file with -verbose pbe: 401 '++++ invoice-N PASSED' lines; invoice-2.1 fails with its 'Contents of test case', '---- Result was: 107.98' and '---- Result should have been (exact matching): 107.99' block; the totals line says Failed 1; exit 0." \
    "tclsh invoice.test -verbose pbe"
}

case_make_parallel() {
  want make-j4-error-among-later-jobs || return 0
  local d="$WORK/makej" i
  mkdir -p "$d/src"
  for i in $(seq -w 1 80); do
    if [[ $i == 23 ]]; then
      printf '#include "codec.h"\nint codec_%s(int x) { return x * %s }\n' "$i" "$((10#$i))" >"$d/src/codec_$i.c"
    else
      printf '#include "codec.h"\nint codec_%s(int x) { return x * %s; }\n' "$i" "$((10#$i))" >"$d/src/codec_$i.c"
    fi
  done
  echo '/* codec helpers */' >"$d/src/codec.h"
  cat >"$d/Makefile" <<'EOF'
CFLAGS = -O2 -g -Wall -Wextra -std=c11 -fPIC -D_FORTIFY_SOURCE=2 -DCODEC_VERSION=\"4.1.0\" -Isrc
SRCS = $(wildcard src/*.c)
OBJS = $(SRCS:src/%.c=build/%.o)
libcodec.so: $(OBJS)
	$(CC) -shared -o $@ $^
build/%.o: src/%.c | build
	$(CC) $(CFLAGS) -c $< -o $@
build:
	mkdir -p build
EOF
  record make-j4-error-among-later-jobs terminal "$d" \
    "make -k -j4 of 80 C files: codec_23.c misses a semicolon (error: expected ';' before '}' token) and the other 79 compile lines go on around and after it; make ends with 'Target libcodec.so not remade because of errors' and Error 1; exit 2." \
    "make -k -j4"
}

case_gdb_threads() {
  want gdb-thread-apply-all-bt-segv-mid || return 0
  local d="$WORK/gdbpool"
  mkdir -p "$d"
  cat >"$d/pool.c" <<'EOF'
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

struct record { const char *body; size_t len; };

static size_t parse_record(const struct record *rec) {
    return rec->len + strlen(rec->body);
}

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;

static void wait_for_work(int id) {
    pthread_mutex_lock(&mu);
    for (;;) pthread_cond_wait(&cv, &mu);
    (void)id;
}

static size_t handle_job(int id, const struct record *rec) {
    return id == 13 ? parse_record(NULL) : parse_record(rec);
}

static void *worker(void *arg) {
    int id = (int)(long)arg;
    struct record r = { "order", 5 };
    printf("worker %2d ready (%zu)\n", id, handle_job(id == 13 ? 0 : id, &r));
    fflush(stdout);
    if (id == 13) { usleep(200000); handle_job(id, &r); }
    wait_for_work(id);
    return NULL;
}

int main(void) {
    pthread_t t[24];
    for (long i = 0; i < 24; i++) pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 24; i++) pthread_join(t[i], NULL);
    return 0;
}
EOF
  (cd "$d" && gcc -g -O0 -pthread -o pool pool.c)
  record gdb-thread-apply-all-bt-segv-mid terminal "$d" \
    "gdb -batch -ex run -ex 'thread apply all bt' of a 24-thread pool: 24 New Thread lines and ready lines, then one worker thread receives SIGSEGV in parse_record (rec=0x0) at pool.c:9 called from handle_job; the 25 threads' backtraces follow, the crashing one among 24 near-identical cond-wait stacks; no error word." \
    "gdb -q -batch -iex 'set debuginfod enabled off' -ex run -ex 'thread apply all bt' ./pool"
}

# run_postgres_decoys: a server whose clients make routine mistakes (duplicate keys, a misspelt
# column) all along; mid-way one backend is killed with SIGSEGV; the postmaster recovers.
run_postgres_decoys() {
  local bin=/usr/lib/postgresql/15/bin data="$PWD/data" sock="$PWD/sock" port i
  port=$(free_port)
  chmod o+x "$WORK"; mkdir -p "$sock"; chown -R nobody:nogroup "$PWD"
  runuser -u nobody -- "$bin/initdb" -D "$data" -A trust -U shop >/dev/null 2>&1
  runuser -u nobody -- "$bin/postgres" -D "$data" -k "$sock" -p "$port" -c listen_addresses='' \
    -c log_line_prefix='%m [%p] %q%u@%d ' &
  local pg=$!
  for i in $(seq 1 50); do [[ -S "$sock/.s.PGSQL.$port" ]] && break; sleep 0.2; done
  local q="runuser -u nobody -- psql -h $sock -p $port -U shop -d postgres -qAt"
  $q -c "create table stock(sku text primary key, qty int)" >/dev/null 2>&1
  for i in $(seq 1 90); do $q -c "insert into stock values ('SKU-$((i % 30))', $i)" >/dev/null 2>&1; done
  for i in $(seq 1 20); do $q -c "select qty, sku_name from stock where sku = 'SKU-$i'" >/dev/null 2>&1; done
  $q -c "select pg_sleep(30)" >/dev/null 2>&1 &
  sleep 1
  local victim
  victim=$($q -c "select pid from pg_stat_activity where query like 'select pg_sleep%' and pid <> pg_backend_pid()")
  kill -SEGV "$victim"
  sleep 3
  for i in $(seq 91 180); do $q -c "insert into stock values ('SKU-$((i % 30))', $i)" >/dev/null 2>&1; done
  kill -INT "$(head -1 "$data/postmaster.pid")"; wait $pg
}

case_postgres_decoys() {
  want postgres-decoy-errors-backend-sigsegv || return 0
  local d="$WORK/pgdecoy"
  mkdir -p "$d"
  record postgres-decoy-errors-backend-sigsegv log "$d" \
    "PostgreSQL 15 server log under clients that keep making routine mistakes (duplicate-key ERROR/DETAIL/STATEMENT triples, misspelt-column errors); mid-way one backend dies of SIGSEGV ('terminated by signal 11: Segmentation fault'), the postmaster resets and recovers, the clients' errors go on; clean shutdown." \
    "postgres -D data -k sock -c log_line_prefix='%m [%p] %q%u@%d '" run_postgres_decoys
}

case_python_logged_tracebacks() {
  want python-worker-logged-tracebacks-one-permanent || return 0
  local d="$WORK/pyworker"
  mkdir -p "$d"
  cat >"$d/worker.py" <<'EOF'
import logging, sys
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s",
                    datefmt="2026-12-01T10:%M:%S")
log = logging.getLogger("billing.worker")

def fetch_invoice(job):
    if job % 11 == 0:
        raise ConnectionResetError(104, "Connection reset by peer")
    return {"job": job, "tenant_id": f"t{job % 17}", "cents": job * 31}

def tenant_of(inv):
    return inv["tenant_id"]

def post(job):
    inv = fetch_invoice(job)
    if job == 211:
        del inv["tenant_id"]
    return tenant_of(inv)

failed = []
for job in range(1, 401):
    for attempt in (1, 2):
        try:
            t = post(job) if attempt == 1 else tenant_of({"tenant_id": "retry"})
            log.info("job %d posted for tenant %s (attempt %d)", job, t, attempt)
            break
        except ConnectionResetError:
            log.exception("job %d: transient error, will retry", job)
        except KeyError:
            log.exception("job %d failed permanently", job)
            failed.append(job)
            break
print(f"finished: {400 - len(failed)} posted, {len(failed)} failed: {failed}")
sys.exit(1 if failed else 0)
EOF
  record python-worker-logged-tracebacks-one-permanent terminal "$d" \
    "A billing worker logs 400 jobs: 36 transient ConnectionResetError tracebacks logged with ERROR (retried), one permanent KeyError 'tenant_id' traceback at job 211 in the middle, a summary line naming the failed job; exit 1." \
    "python3 worker.py"
}

case_tar_dangling() {
  want tar-verbose-file-removed-mid-exit-1 || return 0
  local d="$WORK/tar" i f
  mkdir -p "$d/data"
  for i in $(seq -w 1 60); do
    mkdir -p "$d/data/shard$i"
    for f in $(seq -w 1 40); do echo "$i-$f" >"$d/data/shard$i/rec$f.json"; done
  done
  ln -s /srv/exports/shard37-current.json "$d/data/shard37/current.json"
  record tar-verbose-file-removed-mid-exit-1 terminal "$d" \
    "tar -cvhzf backup.tgz data over 60 shard directories (2,460 names listed); a dangling symlink in shard37 gives 'File removed before we read it' in the middle (no error word); tar goes on to the end and exits 1 with nothing more said." \
    "tar -cvhzf backup.tgz data"
}

case_go_many_packages() {
  want go-test-many-packages-one-fails-mid || return 0
  local d="$WORK/gomany" i p
  mkdir -p "$d"
  printf 'module example.com/platform\n\ngo 1.19\n' >"$d/go.mod"
  for i in $(seq -w 1 24); do
    p="svc$i"
    mkdir -p "$d/$p"
    printf 'package %s\n\n// Fee returns the fee in cents for an amount.\nfunc Fee(c int64) int64 { return c * %d / 1000 }\n' "$p" "$((10#$i))" >"$d/$p/fee.go"
    {
      printf 'package %s\n\nimport "testing"\n\nfunc TestFee(t *testing.T) {\n' "$p"
      printf '\tfor c := int64(0); c < 50; c++ {\n\t\tt.Logf("fee(%%d) = %%d", c*100, Fee(c*100))\n\t}\n'
      if [[ $i == 09 ]]; then
        printf '\tif got, want := Fee(125000), int64(1126); got != want {\n\t\tt.Errorf("Fee(125000) = %%d, want %%d (rounded half up)", got, want)\n\t}\n'
      fi
      printf '}\n'
    } >"$d/$p/fee_test.go"
  done
  record go-test-many-packages-one-fails-mid terminal "$d" \
    "go test -v ./... over 24 packages whose TestFee logs 50 t.Logf lines each: svc09's fails, its 'Fee(125000) = 1125, want 1126 (rounded half up)' line just above '--- FAIL: TestFee', FAIL example.com/platform/svc09 in the middle, 15 passing packages follow; exit 1." \
    "go test -v -count=1 ./..."
}

kinds5_all() {
  case_go_race
  case_go_panic
  case_asan
  case_ubsan
  case_redis
  case_nginx
  case_pylint
  case_mypy
  case_git_rebase
  case_strace
  case_no_error_exit
  case_php_blank
  case_tcltest
  case_make_parallel
  case_gdb_threads
  case_postgres_decoys
  case_python_logged_tracebacks
  case_tar_dangling
  case_go_many_packages
}
