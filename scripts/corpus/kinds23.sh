# Cases of session 23: outputs made outside the corpus to see what Candor keeps of tools it was not
# tuned on (node's built-in test runner, cargo test with backtraces, gdb's thread apply all bt, a
# verbose unittest run interleaved with logging, psql -f echoing a load script, make -k up to a
# link error, java.util.logging from a thread pool). Evidence was written from each raw output
# before it was first shaped. One table (KINDS23, below), run by table.sh's table_all; a row's setup
# folder is under scripts/corpus/kinds23/. Needs, beyond regen.sh's list: nodejs, cargo, gdb,
# postgresql-15, make and gcc, and a JDK. Sourced by regen.sh (sets WORK, OUT, record).

KINDS23_DIR="$ROOT/scripts/corpus/kinds23"

# The table: id, tool, setup folder, command, description; one case a line, tab-separated.
read -r -d '' KINDS23 <<'TSV' || true
node-test-runner-tap-one-deep-equal-failure	terminal	node-test	node --test pricing.test.js	node --test (node 20, TAP reporter) on a pricing module: 53 tests in three suites, one invoice-total subtest fails a deepStrictEqual with a +actual/-expected diff in its YAML block, then the parent suite fails; exit 1.
cargo-test-two-panics-among-115-backtrace	terminal	cargo-test	RUST_BACKTRACE=1 cargo test --offline	cargo test on a ledger crate with RUST_BACKTRACE=1: an unused-variable warning, 115 tests listed in completion order, two FAILED (an index out of bounds in bucket() and an assert_eq left/right mismatch in a fee case), each with a stack backtrace, then the failures list and test result; exit 101.
gdb-batch-thread-apply-all-bt-worker-assert	terminal	gdb-threads	gdb -q -batch -ex run -ex "thread apply all bt" ./pool	gdb -batch running a C settlement pool of eight worker threads to an assert in worker 5 (SIGABRT), then thread apply all bt: nine backtraces, the aborting thread's in the middle (settle at pool.c:13 called from run at pool.c:20), the others waiting on the condition variable or the mutex.
python-unittest-verbose-logging-one-fail-one-error	terminal	unittest-logging	python3 test_inventory.py	python3 unittest (verbosity=2) of an inventory module whose logging INFO lines (stderr) interleave with the test names: 180 tests, test_pick_047 FAIL and test_pick_063 ERROR mid-run, then their tracebacks and FAILED (failures=1, errors=1); exit 1.
psql-f-echo-all-two-constraint-errors-exit-0	terminal	psql-echo	psql -X -d postgres -f load.sql	psql -X -f load.sql with ECHO all (no ON_ERROR_STOP) loading carriers and 240 shipments: each statement echoed with its INSERT 0 1, two inserts rejected mid-script (a check constraint on weight 0 at shipment 157, a foreign key on carrier 12 at shipment 201) with their DETAIL lines, a NOTICE of 238 shipments loaded and an 8-row summary; exit 0.
make-k-thirty-units-warnings-then-undefined-reference	terminal	make-link	make -k	make -k of a 31-file C program with -Wall -Wextra: every unit compiles with an unused-variable warning (one also a sign-compare warning), then the link fails on an undefined reference to rate_for_zone from mod17.c; exit 2.
java-util-logging-pool-batch-exception-caused-by-mid-log	log	jul-pool	java Reconciler	A Java 17 reconciler logging with java.util.logging from a pool of four threads: 120 batch INFO lines out of order, batch 77's SEVERE with a LedgerException and its Caused by NumberFormatException for "1,204.50" in the middle, then a summary INFO and a WARNING; exit 3.
TSV

kinds23_all() {
  table_all "$KINDS23_DIR" k23 "$KINDS23"
}
