# Cases of compilers, build tools, test runners and linters of ecosystems the earlier sets lack
# (session 11, issue 11's second validation set, recorded before any shaping): Rust's clippy and
# rustdoc, vitest and esbuild (npm), Free Pascal, Ada (gnatmake), GnuCOBOL, SWI-Prolog's plunit,
# SBCL, Nim, D (gdc), yamllint, black, bandit, coverage.py and automake's test harness. One table
# (KINDS10A, below) run by table.sh's table_all; a row's setup folder is under
# scripts/corpus/kinds10a/.
# Needs, beyond regen.sh's list, cargo's clippy component, the npm registry (vitest, esbuild) and
# Debian's fp-compiler, gnat, gnucobol3, swi-prolog-nox, sbcl, nim, gdc, yamllint, black, bandit,
# python3-coverage and automake. Sourced by regen.sh (sets WORK, OUT, record).

KINDS10A_DIR="$ROOT/scripts/corpus/kinds10a"

# The table: id, tool, setup folder, command, description; one case a line, tab-separated.
read -r -d '' KINDS10A <<'TSV' || true
cargo-clippy-warnings-one-deny-absurd-comparison	terminal	clippy	cargo clippy	cargo clippy of a 30-module settlement crate: 180 warnings (unneeded return, &Vec and &String parameters, length comparison to zero, manual Range::contains) with their source lines and suggestions; settle_19's `remaining <= 0` on a u32 is denied by absurd_extreme_comparisons (an error) in the middle; 'could not compile `settlement` (lib) due to 1 previous error; 180 warnings emitted'; exit 101.
cargo-doc-bare-url-warnings-one-unresolved-link	terminal	cargo-doc	cargo doc	cargo doc of a 30-module ledger crate: journal_17's docs link to `crate::Ledger::settle`, a method renamed to close_period ('unresolved link', the first warning), then 120 rustdoc::bare_urls warnings with suggestions; the docs are generated anyway; exit 0.
vitest-verbose-one-tobe-failure	terminal	vitest	node_modules/.bin/vitest run --reporter=verbose	vitest 2 run (verbose reporter) over 12 test files of 25 table tests each: a line per test; shipping's 'prices 17 units at 629 cents with the surcharge' fails toBe (a mistyped tariff entry: 10914 where 10906 is expected) with its diff and code frame in the Failed Tests block; 'Tests  1 failed | 299 passed (300)'; exit 1.
esbuild-bundle-warnings-one-no-matching-export	terminal	esbuild	node_modules/.bin/esbuild src/index.js --bundle --log-limit=0 --outfile=dist/app.js	esbuild --bundle of an 80-page storefront with every message shown: 160 warnings (a duplicate 'title' key and a typeof compared with "undefind" in each page, with code frames), then the one error: No matching export in "src/cart/vouchers.js" for import "applyVoucher"; '160 warnings and 1 error'; exit 1.
fpc-notes-hints-one-incompatible-types	terminal	fpc	fpc -vewnhi payroll.pas	Free Pascal 3.2.2 (errors, warnings, notes, hints and info on) of a payroll program of 40 units: a 'Compiling taxNN.pas' line and unused-variable notes and an unused-parameter hint for each unit up to tax27, which assigns a Real to an Integer ('Error: Incompatible types: got "Extended" expected "LongInt"') and fpc stops: 'There were 1 errors compiling module', 'Compilation aborted'; exit 1.
gnatmake-k-warnings-one-ada-type-error	terminal	gnat	gnatmake -k -gnatwa fare_table.adb	gnatmake -k with all warnings (-gnatwa) of an Ada fare calculator of 36 packages: a compile line and -gnatwu/-gnatwk warnings per unit (unreferenced units, variables and formals, could be constant); fares_23.adb multiplies by 1.25 ('expected type "Standard.Integer"', 'found a fixed-point type') mid-way; the other units compile; 'gnatmake: "fares_23.adb" compilation error'; exit 4.
cobc-truncation-warnings-one-undefined-field	terminal	cobol	cobc -Wall -m src/*.cob	GnuCOBOL 3.1 cobc -Wall -m of 40 payroll subprograms in one run: each program's 'value size exceeds data size' warnings with notes naming the receiving field's PIC; pay27.cob computes into WS-NETPAY, which it never declares ('error: 'WS-NETPAY' is not defined') in the middle; nothing restates it at the end; exit 1.
swipl-plunit-one-assertion-failed	terminal	plunit	swipl -g run_tests -t halt tests.pl	SWI-Prolog 9.0 plunit over 16 units of 25 tests, each test printing the fare it checked: zone 7 to 9 costs 410 in the fare table, so test zone_7_to_9's assertion fails ('Assertion: 410=:=360') with its location; '1 test failed', '399 tests passed', 'ERROR: -g run_tests: false'; exit 1.
sbcl-compile-load-style-warnings-undefined-function	terminal	sbcl	sbcl --non-interactive --load build.lisp	SBCL 2.2.9 compiling and loading 30 Lisp files in turn: each file's STYLE-WARNINGs and WARNINGs (unused variables, an undefined special) with the forms; invoice-21 calls PARSE-RATE at load time, which nobody defines: 'Unhandled UNDEFINED-FUNCTION', 'The function COMMON-LISP-USER::PARSE-RATE is undefined.' and a 24-frame backtrace with long frames; exit 1.
nim-c-hints-one-type-mismatch	terminal	nim	nim c --nimcache:build/cache src/inventory.nim	nim 1.6 c of an inventory program of 36 modules with hints on: progress dots and, per module, two XDeclaredButNotUsed hints and two UnusedImport warnings; stock_29 passes a string quantity to reserve29 ('Error: type mismatch: got <string, string>', the candidates and 'expression: reserve29(sku, qty)') and the compile stops; exit 1.
yamllint-style-errors-one-duplicate-key	terminal	yamllint	yamllint deploy/*.yaml	yamllint over 40 Kubernetes manifests: under each file's header, a missing document start and truthy warnings and trailing-space and line-length errors; svc-23.yaml repeats its env key ('duplication of key "env" in mapping', key-duplicates) in the middle; no summary; exit 1.
black-check-diff-one-cannot-parse	terminal	black	black --check --diff billing	black 23 --check --diff over a 60-module billing package: a unified diff and a 'would reformat' line per module (in the order black's workers finish), and refunds_37.py's Python 2 print statement ('error: cannot format ...: Cannot parse: 16:10') among them; '59 files would be reformatted, 1 file would be left unchanged, 1 file would fail to reformat.'; exit 123.
bandit-low-findings-one-high-shell-true	terminal	bandit	bandit -r ops	bandit 1.6 -r over 40 ops modules: 239 low-severity findings (B404 subprocess import, B101 assert, B603) each with its location and code lines; backup_26.py's subprocess.call with shell=True (B602, Severity: High) in the middle; the metrics count Low: 239.0 and High: 1.0; exit 1.
coverage-report-fail-under-one-module-low	terminal	coverage	python3-coverage report -m --fail-under=90	coverage.py 6.5 report -m of a payments package of 140 ledger and wallet modules (branch coverage) after its unittest run: nearly every module covered; payouts/settle_batch.py at 13% with a long Missing list in the middle; 'TOTAL ... 80%' and 'Coverage failure: total of 80 is less than fail-under=90'; exit 2.
automake-make-check-one-fail-reason-in-log	terminal	automake	make check	make check of an autotools project: gcc lines for a checker of 40 sources, then automake's harness runs 300 tests: 'FAIL: t/ledger_088.sh' among 299 PASS lines (its reason only in its .log file), the Testsuite summary ('# FAIL:  1'), 'See ./test-suite.log' and make's Error lines; exit 2.
TSV

# k10a_npm_tools: one node project with the npm tools of these cases, linked as node_modules.
k10a_npm_tools() {
  local t=${K10A_TOOLS:-$WORK/k10atools}
  if [[ ! -d "$t/node_modules/.bin" ]]; then
    mkdir -p "$t"
    printf '{"name":"k10atools","version":"1.0.0","private":true}\n' >"$t/package.json"
    ( cd "$t" && npm install --no-audit --no-fund --silent vitest@2.1.8 esbuild@0.24.2 >/dev/null 2>&1 )
  fi
  ln -sfn "$t/node_modules" node_modules
}

kinds10a_all() {
  table_all "$KINDS10A_DIR" k10a "$KINDS10A"
}
