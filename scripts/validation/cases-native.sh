# shellcheck shell=bash
# Native code: CMake, valgrind, gdb, ASan, UBSan, strace, ltrace, make -j, gcc repeated warnings,
# javac with many errors, cargo clippy. Sourced by regen.sh.

write_orders_c() {
  cat >"$1" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char sku[16]; int qty; int price_cents; } line_t;

static line_t *make_lines(int n) {
    line_t *v = malloc(sizeof(line_t) * n);
    for (int i = 0; i < n; i++) {
        snprintf(v[i].sku, sizeof v[i].sku, "SKU-%05d", i);
        v[i].qty = i % 5 + 1;
        v[i].price_cents = 100 + (i * 37) % 900;
    }
    return v;
}

static char *describe(const line_t *l) {
    char *s = malloc(64);
    snprintf(s, 64, "%s x%d @%d", l->sku, l->qty, l->price_cents);
    return s;                     /* callers never free this */
}

static long total(const line_t *v, int n) {
    long t = 0;
    for (int i = 0; i <= n; i++)  /* off by one: reads v[n] */
        t += (long)v[i].qty * v[i].price_cents;
    return t;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 200;
    line_t *v = make_lines(n);
    for (int i = 0; i < n; i++) {
        char *d = describe(&v[i]);
        printf("line %d: %s\n", i, d);
    }
    printf("total: %ld\n", total(v, n));
    free(v);
    return 0;
}
EOF
}

case_cmake_configure() {
  want cmake-configure-missing-package || return 0
  local d="$WORK/cmake-proj"
  mkdir -p "$d/src"
  cat >"$d/CMakeLists.txt" <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(orderd VERSION 2.4.0 LANGUAGES C CXX)
set(CMAKE_CXX_STANDARD 17)
include(CheckIncludeFile)
check_include_file(sys/epoll.h HAVE_EPOLL)
check_include_file(linux/io_uring.h HAVE_IO_URING)
find_package(Threads REQUIRED)
find_package(ZLIB)
find_package(PkgConfig)
find_package(OpenSSL 3.0 REQUIRED COMPONENTS Crypto SSL)
find_package(Protobuf REQUIRED)
add_executable(orderd src/main.cpp)
target_link_libraries(orderd PRIVATE OpenSSL::SSL protobuf::libprotobuf Threads::Threads)
EOF
  echo 'int main() { return 0; }' >"$d/src/main.cpp"
  record cmake-configure-missing-package terminal "$d" \
    "cmake configure of a C++ daemon: compiler checks and include checks pass, OpenSSL is found, then find_package(Protobuf REQUIRED) fails (Could NOT find Protobuf) and configuring is incomplete." \
    "cmake -S . -B build"
}

case_valgrind() {
  want valgrind-memcheck-leaks-invalid-read || return 0
  local d="$WORK/c-valgrind"; mkdir -p "$d"; write_orders_c "$d/orders.c"
  gcc -g -O0 -o "$d/orders" "$d/orders.c"
  record valgrind-memcheck-leaks-invalid-read terminal "$d" \
    "valgrind --leak-check=full ./orders: program output with two Invalid read of size 4 errors (off-by-one in total()) written into the middle of it, and definitely-lost leaks from describe(); ERROR SUMMARY." \
    "valgrind --leak-check=full --error-exitcode=3 ./orders 400"
}

case_gdb_backtrace() {
  want gdb-batch-backtrace-segfault || return 0
  local d="$WORK/c-gdb"; mkdir -p "$d"
  cat >"$d/router.c" <<'EOF'
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

struct route { const char *prefix; struct route *next; void (*handler)(const char *); };

static void ok_handler(const char *p) { printf("handled %s\n", p); }

static struct route *table;

static void add_route(const char *prefix, void (*h)(const char *)) {
    struct route *r = malloc(sizeof *r);
    r->prefix = prefix; r->handler = h; r->next = table; table = r;
}

static struct route *match(const char *path) {
    for (struct route *r = table; r; r = r->next)
        if (strncmp(path, r->prefix, strlen(r->prefix)) == 0) return r;
    return NULL;
}

static void dispatch(const char *path) {
    struct route *r = match(path);
    r->handler(path);                 /* no route: r is NULL */
}

int main(void) {
    char buf[64];
    setvbuf(stdout, NULL, _IOLBF, 0);
    add_route("/api/orders", ok_handler);
    add_route("/api/carts", ok_handler);
    for (int i = 0; i < 150; i++) {
        snprintf(buf, sizeof buf, "/api/%s/%d", i % 2 ? "orders" : "carts", i);
        dispatch(buf);
    }
    dispatch("/healthz");
    return 0;
}
EOF
  gcc -g -O0 -o "$d/router" "$d/router.c"
  record gdb-batch-backtrace-segfault terminal "$d" \
    "gdb -batch -ex run -ex bt ./router: 150 handled lines, then SIGSEGV in dispatch() on /healthz (NULL route) and the backtrace dispatch <- main." \
    "gdb -q -batch -ex run -ex bt -ex 'info locals' -ex 'frame 1' -ex 'info locals' ./router"
}

case_asan() {
  want asan-heap-buffer-overflow || return 0
  local d="$WORK/c-asan"; mkdir -p "$d"; write_orders_c "$d/orders.c"
  gcc -g -O0 -fsanitize=address -fno-omit-frame-pointer -o "$d/orders" "$d/orders.c"
  record asan-heap-buffer-overflow terminal "$d" \
    "An AddressSanitizer build of ./orders: program output, then ERROR: AddressSanitizer: heap-buffer-overflow READ of size 4 in total() with the shadow-byte map; exit 1." \
    "ASAN_OPTIONS=detect_leaks=1 ./orders 400"
}

case_ubsan() {
  want ubsan-runtime-errors || return 0
  local d="$WORK/c-ubsan"; mkdir -p "$d"
  cat >"$d/stats.c" <<'EOF'
#include <stdio.h>
#include <limits.h>

static int scale(int v, int shift) { return v << shift; }

int main(void) {
    int hist[16] = {0};
    int acc = INT_MAX - 1000;
    for (int i = 0; i < 400; i++) {
        hist[i % 16] += i;
        printf("bucket %2d = %d\n", i % 16, hist[i % 16]);
    }
    for (int i = 0; i < 3; i++) acc += 600;            /* signed overflow */
    printf("acc=%d scaled=%d\n", acc, scale(1, 33));  /* shift too large */
    int idx = 16;
    printf("hist[%d]=%d\n", idx, hist[idx]);          /* out of bounds */
    return 0;
}
EOF
  gcc -g -O0 -fsanitize=undefined -o "$d/stats" "$d/stats.c"
  record ubsan-runtime-errors terminal "$d" \
    "An UBSan build of ./stats: 400 bucket lines, then runtime error lines (signed integer overflow, shift exponent 33 too large, index 16 out of bounds) interleaved with the program's last output; exit 0." \
    "./stats"
}

case_strace() {
  want strace-f-config-enoent || return 0
  local d="$WORK/c-strace"; mkdir -p "$d/etc"
  cat >"$d/loadcfg.py" <<'EOF'
import os, sys, json
for name in ("/etc/orderd/orderd.json", os.path.expanduser("~/.config/orderd.json"), "./etc/orderd.json"):
    try:
        with open(name) as f:
            cfg = json.load(f)
        break
    except FileNotFoundError:
        continue
key = cfg["tls"]["key_file"]
with open(key) as f:
    print(len(f.read()))
EOF
  echo '{"tls": {"key_file": "/srv/orderd/tls/server.key"}}' >"$d/etc/orderd.json"
  record strace-f-config-enoent terminal "$d" \
    "strace -f of /usr/bin/python3 loading a config: about 300 syscalls with dozens of routine ENOENT probes (modules, config candidates), then the real failure: openat of /srv/orderd/tls/server.key ENOENT, a FileNotFoundError traceback, exit 1." \
    "strace -f -e trace=%file,read,write,exit_group /usr/bin/python3 -S loadcfg.py"
}

case_ltrace() {
  want ltrace-library-calls-failure || return 0
  local d="$WORK/c-ltrace"; mkdir -p "$d"
  cat >"$d/fetchcfg.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

int main(void) {
    const char *dirs[] = { "/etc/orderd", "/usr/local/etc/orderd", "/opt/orderd/etc", NULL };
    char path[256];
    for (int round = 0; round < 40; round++) {
        char *v = getenv("ORDERD_PROFILE");
        snprintf(path, sizeof path, "profile-%d-%s", round, v ? v : "default");
        if (strlen(path) > 200) return 3;
    }
    for (int i = 0; dirs[i]; i++) {
        snprintf(path, sizeof path, "%s/orderd.conf", dirs[i]);
        FILE *f = fopen(path, "r");
        if (f) { fclose(f); return 0; }
    }
    fprintf(stderr, "orderd: no configuration file found: %s\n", strerror(errno));
    return 2;
}
EOF
  gcc -O0 -o "$d/fetchcfg" "$d/fetchcfg.c"
  record ltrace-library-calls-failure terminal "$d" \
    "ltrace ./fetchcfg: 40 rounds of getenv/snprintf/strlen calls, then three fopen calls returning 0 and the program's own 'no configuration file found' message; the program exits 2 but ltrace itself exits 0." \
    "ltrace ./fetchcfg"
}

case_make_parallel() {
  want make-j4-interleaved-errors || return 0
  local d="$WORK/c-makej" i
  mkdir -p "$d/src"
  for i in $(seq -w 1 48); do
    cat >"$d/src/mod_$i.c" <<EOF
#include <stdio.h>
#include <string.h>
int mod_${i}_run(const char *in, char *out, size_t n) {
    int unused_$i = 0;
    strncpy(out, in, n);
    return (int)strlen(out);
}
EOF
  done
  cat >"$d/src/mod_17.c" <<'EOF'
#include <stdio.h>
int mod_17_run(const char *in, char *out, size_t n) {
    return snprintf(out, n, "%s", in) + missing_counter;
}
EOF
  cat >"$d/src/mod_33.c" <<'EOF'
#include <stdio.h>
#include "mod_33_tables.h"
int mod_33_run(const char *in, char *out, size_t n) { return 0; }
EOF
  cat >"$d/Makefile" <<'EOF'
CFLAGS = -O2 -Wall -Wextra -fPIC -I include
SRCS = $(wildcard src/*.c)
OBJS = $(SRCS:src/%.c=build/%.o)
all: build/libmods.so
build/libmods.so: $(OBJS)
	$(CC) -shared -o $@ $^
build/%.o: src/%.c | build
	$(CC) $(CFLAGS) -c $< -o $@
build:
	mkdir -p build
EOF
  record make-j4-interleaved-errors terminal "$d" \
    "make -j4 -k of 48 C files: unused-variable warnings from most files interleaved with two errors from parallel jobs (mod_17.c undeclared missing_counter, mod_33.c missing header), then make's Error 1 lines and the final Target not remade." \
    "make -j4 -k"
}

case_gcc_repeated_warnings() {
  want gcc-hundreds-deprecated-one-error || return 0
  local d="$WORK/c-deprecated" i
  mkdir -p "$d"
  cat >"$d/legacy.h" <<'EOF'
__attribute__((deprecated("use pool_alloc() instead"))) void *legacy_alloc(unsigned long n);
void *pool_alloc(unsigned long n);
EOF
  {
    echo '#include "legacy.h"'
    echo 'struct order { int id; int qty; };'
    for i in $(seq 1 260); do
      echo "void *make_$i(void) { return legacy_alloc($i * sizeof(struct order)); }"
      if [[ $i == 143 ]]; then echo "int qty_$i(struct order *o) { return o->quantity; }"; fi
    done
  } >"$d/alloc.c"
  record gcc-hundreds-deprecated-one-error terminal "$d" \
    "gcc -c alloc.c: 260 identical-looking 'legacy_alloc is deprecated' warnings (each with its note and caret lines) around one error in the middle: 'struct order' has no member named 'quantity'." \
    "gcc -c -Wall alloc.c -o alloc.o"
}

case_javac_many_errors() {
  want javac-many-errors-no-build-tool || return 0
  local d="$WORK/java-javac" c
  mkdir -p "$d/src/com/acme/billing"
  for c in Invoice Payment Refund Ledger Account Statement Tax Currency Customer Discount; do
    cat >"$d/src/com/acme/billing/${c}Service.java" <<EOF
package com.acme.billing;

import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class ${c}Service {
    private static final Logger LOG = LoggerFactory.getLogger(${c}Service.class);
    private final Map<String, Long> totals;

    public ${c}Service(Map<String, Long> totals) { this.totals = totals; }

    public long total(String key) {
        LOG.debug("total for {}", key);
        return totals.getOrDefault(key, 0L);
    }

    public List<String> keys() {
        return List.copyOf(totals.keySet());
    }
}
EOF
  done
  cat >"$d/src/com/acme/billing/Reconciler.java" <<'EOF'
package com.acme.billing;

import java.util.Map;

public class Reconciler {
    public int reconcile(InvoiceService invoices, PaymentService payments, String key) {
        long diff = invoices.total(key) - payments.total(key);
        return diff;
    }

    public String label(Map<String, Long> m) {
        return m.get("x").toUpperCase();
    }
}
EOF
  record javac-many-errors-no-build-tool terminal "$d" \
    "javac -d out over 11 files without slf4j on the class path: 40 'package org.slf4j does not exist' / 'cannot find symbol Logger' errors in 10 files, and in the middle two real type errors in Reconciler.java (lossy long to int, toUpperCase on Long); 42 errors." \
    "javac -Xmaxerrs 500 -d out \$(find src -name '*.java' | sort)"
}

case_cargo_clippy() {
  want cargo-clippy-warnings || return 0
  local d="$WORK/rs-clippy" i
  mkdir -p "$d/src"
  cat >"$d/Cargo.toml" <<'EOF'
[package]
name = "tally"
version = "0.3.0"
edition = "2021"

[dependencies]
EOF
  {
    echo 'pub struct Item { pub name: String, pub qty: u32, pub price: f64 }'
    for i in $(seq 1 30); do
      cat <<EOF
pub fn total_$i(items: &Vec<Item>) -> f64 {
    let mut t: f64 = 0.0;
    for i in 0..items.len() {
        t = t + items[i].qty as f64 * items[i].price;
    }
    if items.len() == 0 { return 0.0; }
    return t;
}
EOF
    done
    cat <<'EOF'
pub fn is_free(price: f64) -> bool { price == 0.0 }
pub fn names(items: &[Item]) -> String {
    let v: Vec<String> = items.iter().map(|i| i.name.clone()).collect();
    v.iter().fold(String::new(), |a, b| a + &b)
}
pub fn bad_pi() -> f64 { 3.14159 }
EOF
  } >"$d/src/lib.rs"
  record cargo-clippy-warnings terminal "$d" \
    "cargo clippy on a dependency-free crate: 151 warnings (150 of them five lints repeated 30 times: ptr_arg, needless_range_loop, assign_op_pattern, len_zero, needless_return) and, at the end, one deny-by-default error (approx_constant for 3.14159) that stops the crate." \
    "cargo clippy --offline --color=never"
}

CASES+=(case_cmake_configure case_valgrind case_gdb_backtrace case_asan case_ubsan case_strace case_ltrace
        case_make_parallel case_gcc_repeated_warnings case_javac_many_errors case_cargo_clippy)
