# Cases of kinds the first 103 lacked (session 7, issue 11), written as data: one table of cases
# (KINDS7, below), run by table.sh's table_all; a row's setup folder is under scripts/corpus/kinds7/
# (its files/, setup.sh and run.sh as table.sh says; they may use local, $src, the setup folder,
# and $CASE_ID).
# Needs, beyond regen.sh's list: ctest, ltrace, valgrind, jstack (JDK 17), supervisord and gunicorn
# (Debian's supervisor and gunicorn packages), PostgreSQL 15 under /usr/lib/postgresql/15, and the
# npm registry for stylelint, pyright and jest, Maven Central for the enforcer plugin.
# Sourced by regen.sh (which sets WORK, OUT and record).

KINDS7_DIR="$ROOT/scripts/corpus/kinds7"

# The table: id, tool, setup folder, command, description; one case a line, tab-separated.
read -r -d '' KINDS7 <<'TSV' || true
git-cherry-pick-range-conflict	terminal	git-cherry-pick	git cherry-pick release-2.4..main	git cherry-pick of 90 commits from main onto release-2.4: 60 picks each print their '[release-2.4 hash] subject', Date and stat lines, then the 61st ('tax: round VAT half up per line (#2231)') conflicts with the branch's hotfix in src/tax.go ('CONFLICT (content)', 'error: could not apply') and the pick stops with its hints; exit 1.
git-am-series-patch-does-not-apply	terminal	git-am	git am series/*.patch	git am of a 300-patch series made with format-patch: 239 'Applying:' lines (stderr's error lines land among them, where git's stdout buffer was flushed), then patch 240 ('limits: allow five retries for the settlement batch') no longer applies to config/limits.toml ('error: patch failed', 'Patch failed at 0240') and git am stops with its hints; exit 128.
git-stash-pop-conflict-long-status	terminal	git-stash-pop	git stash pop	git stash pop of 300 local edits after upstream changed the same line of src/checkout/cart.go: 'CONFLICT (content): Merge conflict in src/checkout/cart.go', then git status lists 299 staged files and the one unmerged path, and says the stash entry is kept; exit 1.
ctest-output-on-failure-stderr-reason	terminal	ctest	ctest --test-dir build --output-on-failure	ctest --output-on-failure over 140 tests of one CMake project: every test's Start and Passed lines; ledger_account_97 fails, and its output (the stdout line and the stderr 'ledger_check: balance mismatch for account 4397: expected 1970, got 1950' reason) follows its ***Failed line; '99% tests passed, 1 tests failed out of 140' and the FAILED list; exit 8.
pytest-subprocess-failure-reason-in-captured-stderr	terminal	pytest-stderr	python3 -m pytest -v tests	pytest -v over 240 parametrized tests that run a migration CLI as a subprocess: table_173 fails on 'assert 2 == 0', and the reason (3 rows with NULL currency) is only in its 'Captured stderr call' section; '1 failed, 239 passed'; exit 1.
prove-test-dies-mid-plan-reason-on-stderr	terminal	prove-stderr	prove -v t/	prove -v over three Test::More files of 200 tests: t/20-ledger.t dies after test 140 with its reason on stderr (t/data/ledger.db is locked by another writer), 'Looks like your test exited with 255 just after 140', Dubious, 'Failed 60/200 subtests' and the summary table; exit 1.
stylelint-file-headers-one-unknown-property	terminal	stylelint	node_modules/.bin/stylelint 'src/**/*.css'	stylelint 16 (string formatter) over 14 stylesheets: 420 warnings (color-hex-length, length-zero-no-unit, color-named) grouped under each file's name; the ninth file, src/checkout.css, holds the one error (Unexpected unknown property "colr", property-no-unknown); exit 2.
pyright-file-headers-one-attribute-error	terminal	pyright	node_modules/.bin/pyright	pyright over an eleven-file package: 378 warnings (imports and locals not accessed) grouped under each file's absolute path, and one error in src/shop/refunds.py ('"round_cents" is not a known attribute of module', reportAttributeAccessIssue); '1 error, 378 warnings, 0 informations' at the end; exit 1.
pyright-outputjson-one-error-among-warnings	json	pyright	node_modules/.bin/pyright --outputjson	pyright --outputjson over the same package: one JSON object (version, time, generalDiagnostics with 378 warning entries and one error entry for src/shop/refunds.py, then summary with errorCount 1); exit 1.
jest-json-one-failure	json	jest-json	node_modules/.bin/jest --json 2>/dev/null	jest 29 --json over six test files and 361 tests (stderr dropped): one JSON object with the totals (numFailedTests 1) and testResults per file, each with its assertionResults; 'rounds tax half up on INV-2026-0412' fails (toEqual: tax 1259 and totalCents 7257 received) with its failureMessages; exit 1.
pip-no-index-resolution-impossible	terminal	pip-resolution	python3 -m pip install --no-index --find-links wheels --dry-run app==1.0	pip install --dry-run of app 1.0 from a local wheel index: Processing lines for app, its 120 libraries and ledger-core, then pip backtracks through seven billing versions (each needs ledger-core<2, app needs >=2,<3); 'Cannot install app and app==1.0 because these package versions have conflicting dependencies', the conflict block and ResolutionImpossible; exit 1.
ltrace-silent-exit-after-fopen-null	terminal	ltrace	ltrace ./ledger_load	ltrace of a loader that prints nothing useful: ~1,050 traced library calls (snprintf, malloc, strlen, strcpy, strtol, printf, free) for 150 records, then fopen("conf/ledger.conf", "r") = 0 and getenv("LEDGER_CONF") = nil, exit(2), the program's buffered stdout, then '+++ exited (status 2) +++'; ltrace itself exits 0.
valgrind-helgrind-data-race-on-total	terminal	helgrind	valgrind --tool=helgrind ./postings	valgrind --tool=helgrind of four posting threads that print 480 lines (block-buffered, so they land after the reports) and add to one total outside the lock: thread announcements, then 'Possible data race during read of size 8' / write ... by thread #N, 'Locks held: none', the conflicting access by another thread and the global 'total' it touches; ERROR SUMMARY at the end; exit 0.
python-faulthandler-segfault-mid-output	terminal	faulthandler	python3 -X faulthandler checksum.py	python3 -X faulthandler of a checksum loop: 1,176 block lines, then ctypes.string_at on a NULL address crashes the interpreter ('Fatal Python error: Segmentation fault', the current thread's stack read_block / checksum / <module> with line numbers); exit 139.
jstack-thread-dump-java-deadlock	terminal	jstack	jstack $(pgrep -f LedgerDaemon)	jstack of a ledger daemon: the full thread dump (24 pool workers parked in LinkedBlockingQueue.take, the journal flusher sleeping, JVM service threads, the two transfer threads BLOCKED waiting to lock each other's account monitor), then 'Found one Java-level deadlock:' with the two threads, which monitor each waits for and holds, their stacks, and 'Found 1 deadlock.'; exit 0.
bash-set-e-silent-grep-then-exit-trap-output	terminal	set-e-silent	bash release.sh	bash release.sh (set -euo pipefail, an EXIT trap that archives the manifests) over 90 services: each prints its rendering and seven settings lines, 'checking image tag' and 'ok svcNN'; at svc37 the silent grep -q for 'image: ledger/svc37:2.4.1' finds only 2.4.0, so set -e stops the loop right after 'checking image tag of svc37' with no message, and the trap's 90 'archived' lines and 'archive done' follow; exit 1.
supervisord-worker-killed-journal-recovery	log	supervisord	supervisord -c supervisord.conf  # nodaemon; workers' stdout to /dev/stdout	supervisord 4 in the foreground with three settlement workers whose output goes to its stdout: ~640 'settled job' lines (chunks of the three sometimes joined on one line) and a CRIT line for running as root; once worker_2 has settled 60 jobs it is killed by SIGKILL ('exited: worker_2 (terminated by SIGKILL; not expected)'), respawned, and replays its journal left open by the unclean shutdown; more jobs, then SIGTERM and each worker stopped; exit 0.
gunicorn-worker-sigkill-index-rebuild-log	log	gunicorn	gunicorn -w 3 --access-logfile - shop:app	gunicorn 20 with three workers (access log on stdout, error log on stderr) under ~500 requests (200s and 404s); mid-way the worker that served /export is killed by SIGKILL ('Worker with pid N was terminated due to signal 9', a WARNING), a new worker boots and finds the index lock the dead one left ('did not exit cleanly; rebuilding the search index'); more requests; graceful shutdown on SIGTERM; exit 0.
postgres-checkpoints-too-frequent-mid-log	log	postgres-checkpoints	postgres -D data -k sock -c max_wal_size=128MB -c log_checkpoints=on -c log_connections=on -c log_min_duration_statement=0	PostgreSQL 15 server log under 300 small psql sessions (200 rows each): every connection, statement with its duration and disconnection logged; mid-way one nightly import of 1.2 million rows (its statement's duration) forces WAL checkpoints, and two of them log 'checkpoints are occurring too frequently' with its HINT to increase max_wal_size (a LOG line, no error word); clean fast shutdown; exit 0.
strace-f-process-child-killed-by-sigsegv	terminal	strace-jobs	strace -f -e trace=process ./runjobs.sh	strace -f -e trace=process of a sh job runner that runs 40 export jobs: each job's clone, execve, exit_group and the shell's wait4 lines among the jobs' own output; job 27 gets '--- SIGSEGV {si_signo=SIGSEGV, si_code=SEGV_MAPERR, si_addr=NULL} ---' and '+++ killed by SIGSEGV +++', the shell prints 'Segmentation fault', reports status 139 and goes on; '40 jobs run'; exit 0.
maven-enforcer-dependency-convergence-reactor	terminal	maven-enforcer	mvn -B -ntp verify	mvn -B -ntp verify of a six-module reactor with the enforcer's dependencyConvergence rule: shop-model, shop-money and shop-catalog build (enforcer, resources, compile, jar lines); shop-api fails the rule ('Dependency convergence error for' commons-lang3, jackson-core and commons-codec, each with its paths), BUILD FAILURE, the reactor summary with shop-web and shop-cli SKIPPED; exit 1.
TSV

# k7_npm_tools: one node project with the npm tools of these cases, shared through a node_modules
# symlink in each case dir that needs it.
# K7_TOOLS may name a project made this way before (to regenerate one case quickly).
k7_npm_tools() {
  local t=${K7_TOOLS:-$WORK/k7tools}
  if [[ ! -d "$t/node_modules/.bin" ]]; then
    mkdir -p "$t"
    printf '{"name":"k7tools","version":"1.0.0","private":true}\n' >"$t/package.json"
    ( cd "$t" && npm install --no-audit --no-fund --silent stylelint@16.10.0 pyright@1.1.389 jest@29.7.0 >/dev/null 2>&1 )
  fi
  ln -sfn "$t/node_modules" node_modules
}

# k7_git_repo: an empty repository on branch main with a fixed identity and fixed dates.
k7_git_repo() {
  git init -q -b main .
  git config user.name "Dana Reyes"; git config user.email dana@example.com
  git config commit.gpgsign false
}

kinds7_all() {
  table_all "$KINDS7_DIR" k7 "$KINDS7"
}
