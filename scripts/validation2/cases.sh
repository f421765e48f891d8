# The second held-out validation corpus (session 8, issue 11), written as data: one table of
# cases (VALIDATION2, below) and one function that runs a row (v2_case). A row names a setup
# folder under scripts/validation2/setups/: its files/ are copied into the case's work dir; its
# setup.sh, when there, is sourced in that dir; its run.sh, when there, is sourced in that dir as
# the runner (a server the agent watched, or a command that needs a process found at run time)
# while the command column says what the agent typed. Sourced by regen.sh (which sets WORK, OUT
# and record).

V2_DIR="$ROOT/scripts/validation2/setups"

# The table: id, tool, setup folder, command, description; one case a line, tab-separated.
read -r -d '' VALIDATION2 <<'TSV' || true
make-ld-undefined-reference	terminal	ld-undefined	make	make of a 67-file C tool with hardening CFLAGS: every object compiles, then the link fails: undefined reference to ledger_post_batch (renamed in ledger.c) and to ledger_flush, collect2 ld returned 1, make Error 1; exit 2.
cxx-uncaught-out-of-range-abort	terminal	cxx-abort	./rates	A C++ rate converter prints 516 invoice lines, then std::map::at throws for the unknown currency SEK: terminate called after throwing an instance of 'std::out_of_range'; abort, exit 134.
gcc-tsan-data-race	terminal	tsan	./counter	A C program built with -fsanitize=thread: 120 queue lines, then ThreadSanitizer reports a data race on the global processed (written outside the mutex by two worker threads, with their creation stacks), the final count and ThreadSanitizer: reported 1 warnings; exit 66.
gcc-lsan-leaks-at-exit	terminal	lsan	./cache	A C cache built with -fsanitize=address prints its cached lines to a pipe (block-buffered: the last flushed buffer ends mid-line at sku-0293) and exits; LeakSanitizer then reports the direct leak of the 4096-byte scratch buffer and 300 leaked strdup values (drop() forgets e->value), with their allocation stacks and the SUMMARY; exit 1.
python-recursionerror-cycle	terminal	py-recursion	python3 resolve.py	python3 resolve.py prints category depths for cat-1..cat-232, then a parent cycle (cat-233 -> cat-240 -> ... -> cat-233) makes depth() recurse: RecursionError: maximum recursion depth exceeded, with the traceback's [Previous line repeated N more times]; exit 1.
python-doctest-verbose-failures	terminal	doctest	python3 -m doctest -v money/rates.py money/fmt.py	python3 -m doctest -v over two modules: 90 passing examples in rates.py printed as Trying/Expecting/ok, then in fmt.py split_evenly gives [33, 33, 33] and [3, 2, 2, 2] and parse_cents raises a different ValueError; the per-item summary and ***Test Failed*** 3 failures; exit 1.
java-outofmemoryerror-heap	terminal	java-oom	java -Xmx48m Snapshot.java nightly	java -Xmx48m of a single-file program that buffers 16 KB rows for a snapshot: a 'buffered N rows' line every 10 rows, then Exception in thread main java.lang.OutOfMemoryError: Java heap space at Snapshot.main; exit 1.
go-test-bench-success	terminal	go-bench	go test -run '^$' -bench . -benchmem ./codec	go test -bench with -benchmem over five benchmarks of five sizes each: 25 result lines (ns/op, B/op, allocs/op; Concat grows quadratically), then PASS and ok; exit 0.
go-build-offline-missing-modules	terminal	go-offline	GOFLAGS=-mod=mod GOPROXY=off go build ./...	go build ./... with the module proxy off in a module whose go.mod requires github.com/google/uuid (not in the module cache) and whose code also imports gopkg.in/yaml.v3 (not required): module lookup disabled by GOPROXY=off; exit 1.
cargo-build-offline-no-matching-package	terminal	cargo-offline	cargo build --offline	cargo build --offline of a crate depending on serde, serde_json and chrono, none of which is in the local registry cache: error: no matching package named chrono found (location searched: crates.io index) with the offline hint; exit 101.
strace-c-syscall-summary	terminal	strace-c	strace -c -f python3 scan.py	strace -c -f of a Python script that walks /usr/share/doc and /etc reading 64 bytes of each file: the script's last line, then the syscall summary table (% time, calls, errors per syscall, openat/newfstatat errors from missing config candidates) and the total; exit 0.
git-push-pre-receive-hook-rejected	terminal	git-push-hook	cd work && git push origin main	git push of 70 commits to a bare remote whose pre-receive hook checks each one: 70 'policy: checking' lines on stderr as remote: lines, one REJECT for commit 52 (fixtures.bin is 4,200,000 bytes, over the 1,000,000 limit), then ! [remote rejected] main -> main (pre-receive hook declined) and error: failed to push some refs; exit 1.
git-fsck-missing-blob	terminal	git-fsck	git fsck --full --verbose	git fsck --full --verbose of a 121-commit repository copied without one loose object: a Checking line for every commit, tree and blob, then the blob that the last commit's tree names is reported missing; exit 2.
git-log-graph-merges	list	git-log-graph	git log --graph --oneline --decorate --all	git log --graph --oneline --all of a repository with 60 merged feature branches of four commits each (361 commits): the graph's newest-first lines with branch decorations, the root commit last; exit 0.
npm-install-eresolve-peer-conflict	terminal	npm-eresolve	npm install --no-audit --no-fund	npm install of an app pinning react 17.0.2 beside react-dom 18.3.1: npm error code ERESOLVE, unable to resolve dependency tree, with the found/peer/Conflicting lines and the --force/--legacy-peer-deps hint; exit 1.
npm-query-all-packages-json	json	npm-query	npm query '*'	npm query '*' in an installed express 4 project: a JSON array with one object per package in the tree (name, version, location, path, resolved, dependencies, _id ...); exit 0.
pip-inspect-environment-json	json	pip-inspect	python3 -m pip inspect	python3 -m pip inspect of this machine's Python: one JSON object (version, pip_version, installed: an array of every distribution with its full metadata, environment) of a few hundred KB; exit 0.
findmnt-json-tree	json	findmnt	findmnt -J	findmnt -J on this machine (a container): one object {filesystems: [...]} whose root mount has nested children arrays (proc, sys, dev, overlay and bind mounts); exit 0.
pylint-json-one-error-among-conventions	json	pylint-json	pylint --output-format=json billing	pylint --output-format=json over a six-module package: a JSON array of ~300 messages (convention, warning, refactor: missing docstrings, unused arguments and imports, singleton comparison), one of type error (E0602 undefined variable totl in billing/ledger.py); exit 30.
php-builtin-server-fatal-mid-log	log	php-server	php -S 127.0.0.1:18311 -t docroot docroot/index.php	The PHP 8.2 development server's log (router script) under 302 requests: an Accepted and a Closing line for each; the one GET /export dies with PHP Fatal error: Uncaught TypeError (format_row(): Argument #1 (\$row) must be of type array, null given) and its stack trace; then more requests and the server stops; exit 0.
wget-progress-bar-connection-closed	terminal	wget-progress	wget --progress=bar:force --tries=1 http://127.0.0.1:18312/dist/app-2.4.1.tar.gz http://127.0.0.1:18312/dist/app-2.4.1.tar.gz.sha256 http://127.0.0.1:18312/dist/assets-2.4.1.tar.gz	wget of three release files from a local rate-limited server: progress bars redrawn with carriage returns; two files saved, the third (assets, 3,000,000 bytes announced) closes after 1,320,000 bytes: Connection closed at byte 1320000. Giving up; the final Downloaded summary; exit 4.
ninja-cmake-build-one-failure	terminal	ninja	cmake --build build	cmake --build (Ninja) of a 91-file C++ project: [N/92] Building CXX object lines, comparison-of-signed warnings in six files, then part_63.cpp fails: too many arguments to function catalog_price (declared in catalog.h); FAILED and ninja: build stopped: subcommand failed; exit 1.
node-heap-out-of-memory	terminal	node-oom	node --max-old-space-size=32 index.js	node with a 32 MB old space builds an in-memory search index: 'indexed N documents' every 250, then the GC trace lines, FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory and the native stack; exit 134.
gfortran-compile-errors	terminal	gfortran	gfortran -Wall -Wextra -o heat heat.f90	gfortran -Wall -Wextra of a heat-equation program: Symbol totl has no IMPLICIT type (reported first, for line 30), a real(8)-to-real(4) conversion warning, and More actual than formal arguments in the call to step on line 28, each with its caret excerpt; exit 1.
erlang-eunit-failures	terminal	erlang-eunit	erl -noshell -eval 'eunit:test(ledger_tests, [verbose]), init:stop().'	EUnit (verbose) over 103 tests of a ledger module: each test's ok line, then split_remainder_test fails (?assertEqual expected [34,33,33], value [33,33,33]) and fee_rounding_test raises error:badarith in ledger:apply_fee/2; Failed: 2. Succeeded: 101; exit 0 (the VM stops normally).
ocaml-uncaught-not-found	terminal	ocaml	ocaml report.ml	ocaml report.ml: Hashtbl.find of the customer c-041 (there are only c-000..c-039) raises, and the toplevel's Exception: Not_found. arrives first, before the 300 buffered order lines flushed at exit; exit 2.
nasm-assembler-errors	terminal	nasm	nasm -f elf64 -Wall -o crc.o crc.asm	nasm -f elf64 of a crc32 routine: invalid combination of opcode and operands (movq eax, xmm0), a parser error for pushq, an invalid effective address (rcx*3), and the undefined symbol .finish; exit 1.
bison-conflicts-counterexamples	terminal	bison	bison -Wall -Wcounterexamples -d calc.y	bison -Wall -Wcounterexamples of an expression grammar without precedence: the conflicts summary (shift/reduce, reduce/reduce), a counterexample for each, the useless unused_rule and its nonterminal, and -Werror is not set, so it writes calc.tab.c and exits 0.
cppcheck-findings-one-error-file	terminal	cppcheck	cppcheck --enable=all --inconclusive src	cppcheck --enable=all over 25 C files: Checking lines with progress percentages, style findings in every mod file (unreadVariable, constParameter, unusedFunction), and in src/queue.c the errors arrayIndexOutOfBounds items[16] and doubleFree of p and the uninitvar n warning; exit 0 (no --error-exitcode).
yamllint-parsable-findings	terminal	yamllint	yamllint -f parsable deploy	yamllint -f parsable over six Kubernetes manifests: 79 warning/error findings, one a line (trailing-spaces, braces, truthy, indentation) and, in billing.yaml, the error duplication of key spec; exit 1.
black-check-diff-one-unparsable	terminal	black	black --check --diff shop	black --check --diff over a seven-module package: a unified diff for every module it would reformat, then error: cannot format shop/legacy.py: Cannot parse, and the summary (would reformat 5 files, 1 file would be left unchanged, 1 file would fail to reformat); exit 123.
bats-tap-one-failure	terminal	bats	bats --tap test	bats --tap over 121 tests of a slugify script: ok lines, then not ok 81 slugify folds accents in Crème Brûlée with its # diagnostics (the failed test's file and line, the [ "$output" = "creme-brulee" ] that failed), and 40 more ok lines; exit 1.
rg-json-todo-matches-ndjson	ndjson	rg-json	rg --json 'TODO\(ops\)' src	rg --json over 150 Rust files: NDJSON begin/match/end messages for every file (four matches each), then the summary message with its stats (matches 600, searches_with_match 150, elapsed); exit 0.
sbcl-unhandled-type-error-backtrace	terminal	sbcl	sbcl --script inventory.lisp	sbcl --script of an inventory report: 172 item lines, then for SKU-0173 (bin nil) an unhandled TYPE-ERROR (The value NIL is not of type STRING) and its backtrace frames; exit 1.
guile-wrong-type-arg-backtrace	terminal	guile	guile routes.scm	guile routes.scm (auto-compiled on first run): (+ 1 'missing) for route 88 fails, and the Backtrace and In procedure +: Wrong type argument in position 1: missing arrive before the 87 buffered route-weight lines; exit 1.
phpunit-color-two-failures	terminal	phpunit	phpunit --colors=always tests/CartTest.php	phpunit 9 --colors=always over 152 tests: progress dots, one red F, and the failure of testSkusAreListInOrder (array_unique keeps keys, so C sits at index 3, not 2) with its array diff and location, then the FAILURES! summary on a red background; exit 1.
hg-merge-unresolved-conflict	terminal	hg-merge	HGPLAIN=1 hg merge --tool :merge feature-retries	hg merge --tool :merge of a branch that touched 81 files into default, which changed 81 too: merging lines for each carrier file, a conflict in conf/settle.ini (warning: conflicts while merging), 0 files updated, 80 files merged, 1 files unresolved and the hg resolve hint; exit 1.
svn-update-text-conflict	terminal	svn-conflict	svn update --accept postpone wc	svn update of a working copy with a local edit to trunk/src/pricing.txt that another commit changed too: U lines for 90 pages, C for pricing.txt, Updated to revision 2, and the Summary of conflicts (Text conflicts: 1); exit 0.
mariadb-killed-innodb-crash-recovery	log	mariadb	mariadbd --no-defaults --datadir=data --socket=mysqld.sock --skip-networking --user=root --innodb-buffer-pool-size=64M --log-warnings=3	MariaDB 10.11 in the foreground (error log on stderr, warnings level 3) under a small workload (the client's errors land in it too): start-up notes; mid-way the server is killed with SIGKILL (the open client reports Lost connection) and started again: InnoDB starts crash recovery from the checkpoint LSN, rolls back the open transaction, then ready for connections and a normal shutdown; exit 0.
go-build-x-one-type-error	terminal	go-build-x	go build -a -x ./...	go build -a -x of a four-package module: every compile, asm and pack command of the standard library and the module printed (WORK dir, cat >$WORK/.../importcfg heredocs, compile lines), then internal/report fails: invalid operation: t += e.Amount (mismatched types int64 and money.Cents); exit 2.
gawk-division-by-zero-at-record	terminal	awk-div	awk -f margin.awk sales.tsv	gawk margin report over a 1,200-row TSV: 912 margin lines, then the row for SKU-0913 (line 914) has cost 0 and gawk stops: fatal: division by zero attempted, naming FILENAME and FNR=914; exit 2.
bats-pretty-ansi-one-failure	terminal	bats-pretty	TERM=xterm bats --formatter pretty test	bats --formatter pretty (TERM=xterm, not a TTY) over 51 tests: each test's line drawn, then redrawn in place with a check mark through ANSI cursor (ESC[1G, ESC[K, ESC[75G) and colour escapes; the prerelease test fails in red with its file/line, the failed condition and its echoed got: line; 51 tests, 1 failure; exit 1.
mariadb-json-object-rows-ndjson	ndjson	mariadb-ndjson	mariadb --batch --skip-column-names --raw -e "select json_object('id', id, ...) from ops.deliveries order by id"	MariaDB 10.11 query printing one JSON_OBJECT a row (--batch --raw): 1,500 webhook deliveries, nearly all delivered, some retrying with 502, two failed (417: 410 Gone, 1208: 503) with their error; exit 0.
mlr-sort-payouts-csv	csv	mlr-csv	mlr --icsv --ocsv sort -f merchant -nr amount_cents payouts.csv	Miller (mlr) sorting a 2,200-row payouts CSV by merchant then amount: header and every row, merchant names with commas quoted; nearly all paid, some pending, three failed (po_00388 account_closed, po_01544 invalid_iban, po_02090 insufficient_funds) scattered by the sort; exit 0.
TSV

# v2_case ID TOOL SETUP COMMAND DESCRIPTION: lays the case's work dir from its setup folder and
# records the command's output (or the runner's, when the setup folder has a run.sh).
v2_case() {
  local id=$1 tool=$2 setup=$3 cmd=$4 desc=$5 src d
  want "$id" || return 0
  src="$V2_DIR/$setup"
  d="$WORK/$id"
  mkdir -p "$d"
  if [[ -d "$src/files" ]]; then cp -R "$src/files/." "$d/"; fi
  if [[ -f "$src/setup.sh" ]]; then ( cd "$d" && CASE_ID=$id && source "$src/setup.sh" ); fi
  if [[ -f "$src/run.sh" ]]; then
    V2_RUN="$src/run.sh" CASE_ID=$id record "$id" "$tool" "$d" "$desc" "$cmd" v2_runner
  else
    record "$id" "$tool" "$d" "$desc" "$cmd"
  fi
}

# v2_runner: the setup folder's run.sh, sourced in the case's dir by record.
v2_runner() {
  source "$V2_RUN"
}

# v2_git_repo: an empty repository on branch main with a fixed identity.
v2_git_repo() {
  git init -q -b main .
  git config user.name "Ines Okafor"; git config user.email ines@example.com
  git config commit.gpgsign false
}

v2_all() {
  local id tool setup cmd desc
  while IFS=$'\t' read -r id tool setup cmd desc; do
    [[ -z "$id" || "$id" == \#* ]] && continue
    v2_case "$id" "$tool" "$setup" "$cmd" "$desc"
  done <<<"$VALIDATION2"
}
