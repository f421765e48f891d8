# Cases of session 13 (first corpus helper): everyday agent tool calls in the terminal the corpus
# lacked: patch and quilt against a moved upstream, git rebase -x whose check fails mid-series, a
# merge with a rename/delete conflict, a CMake build with -Werror in one library, syntax checkers
# looping over a tree (php -l, compileall, podchecker, gzip -t), ldd of a release tree, linters
# (perlcritic, pycodestyle, shellcheck's gcc format), tcc under make -k and stdlib unittest -v;
# made before any shaping. One table (KINDS12A, below), run by table.sh's table_all; a row's setup
# folder is under scripts/corpus/kinds12a/.
# Needs, beyond regen.sh's list (Debian 12 packages): patch, quilt, cmake, php-cli, perl
# (podchecker), libperl-critic-perl, pycodestyle, shellcheck, tcc, gzip. Sourced by regen.sh
# (sets WORK, OUT, record).

KINDS12A_DIR="$ROOT/scripts/corpus/kinds12a"

# The table: id, tool, setup folder, command, description; one case a line, tab-separated.
read -r -d '' KINDS12A <<'TSV' || true
patch-p1-offsets-one-hunk-rejected	terminal	patch	patch -p1 < fix.patch	patch -p1 of a 420-file fix (two hunks a file) onto a vendored C tree: a 'patching file' line per file, three files moved by a local note apply with 'offset 2 lines', and src/fees/fee_117.c, edited locally, rejects its second hunk ('Hunk #2 FAILED at 16.', 'saving rejects to file src/fees/fee_117.c.rej') near the start; the other files patch; exit 1.
git-rebase-exec-check-fails-mid-series	terminal	rebase-x	git rebase -x ./check.sh main	git rebase -x ./check.sh main of a 70-commit feature branch: git's 'Rebasing (n/140)' progress frames (carriage returns and erase-line escapes), 'Executing: ./check.sh' and the check's one 'ok' line per rate table after each commit; at commit 44 the check stops on rates/r44.txt still calling round_half_even (no error word), 'warning: execution failed: ./check.sh' and the hint to continue; exit 1.
git-merge-rename-delete-conflict	terminal	merge-rename	git merge topic	git merge topic after main moved lib/billing/ to src/billing/ and the topic branch deleted legacy_invoice.py: the rename/delete and modify/delete CONFLICT lines come first, then 320 'Auto-merging src/billing/mod_NNN.py' lines, then 'Automatic merge failed'; exit 1.
cmake-build-makefiles-werror-one-library	terminal	cmake-werror	cmake --build build	cmake --build of a six-library CMake project (Unix Makefiles, gcc -Wall -Wextra): [ NN%] Building lines and ~120 unused-variable/unused-parameter warnings (absolute paths) in export, core, money, ledger; libs/fees builds with -Werror, so fees_09.c's signed/unsigned comparison is an error ('[-Werror=sign-compare]', 'all warnings being treated as errors') and gmake stops; exit 2.
php-lint-loop-one-parse-error	terminal	php-lint	for f in $(find src -name '*.php' | sort); do php -l "$f"; done	php -l in a shell loop over 360 classes of a PHP 8 app: a 'No syntax errors detected in' line per file, and near the start src/Billing/Fee/TierFee.php misses a semicolon ('PHP Parse error:  syntax error, unexpected token "return"', 'Errors parsing'); the loop goes on and its status is the last file's; exit 0.
python-compileall-one-syntax-error	terminal	compileall	python3 -m compileall service	python3 -m compileall of a 420-module service: Listing and 'Compiling ...' lines per package and module; service/settlement/batch_214.py has a stray colon in a match case ('*** Error compiling', the source line, caret and 'SyntaxError: invalid syntax') about three quarters through; the rest compiles; exit 1.
podchecker-one-over-without-back	terminal	podchecker	podchecker $(find lib -name '*.pm' | sort)	podchecker of 320 Perl modules: a 'pod syntax OK.' line each, and lib/Ledger/Export/Csv.pm's =over list has no =back ('*** ERROR: =over without closing =back at line 15', 'has 1 pod syntax error.') near the start; exit 1.
gzip-tv-one-truncated-log	terminal	gzip-t	gzip -tv logs/*.gz	gzip -tv over two years of rotated access logs: an 'OK' line per day until access-2026-07-19.log.gz, cut short by a full disk, ends the run ('unexpected end of file'; the later days are not tested); exit 1.
ldd-release-tools-one-library-not-found	terminal	ldd	ldd bin/*	ldd bin/* of a release tree of 40 tools linked against lib/libledger.so.1 by rpath: each tool's libraries with their load addresses; ledger-settle-monthly also needs libfx.so.2, which packaging did not copy: 'libfx.so.2 => not found' (no error word) near the end; exit 0.
perlcritic-source-ok-one-bareword-handle	terminal	perlcritic	perlcritic --severity 4 lib	perlcritic --severity 4 over 420 Perl modules: a 'source OK' line each, and in the middle lib/App/Report/Monthly.pm's bareword file handle with a two-argument open (three violations at line 9, severities 5 and 4, no error word); exit 2.
pycodestyle-long-lines-one-tab-indent	terminal	pycodestyle	pycodestyle shop	pycodestyle over a 48-module shop app written before a line limit: ~1,920 routine findings (E501 line too long, E302 expected 2 blank lines, W291 trailing whitespace); in the middle shop/orders/refunds.py has a tab-indented line in a space-indented block (E101, W191), which Python will refuse; exit 1.
shellcheck-gcc-format-one-array-error	terminal	shellcheck-gcc	shellcheck -f gcc scripts/*.sh	shellcheck -f gcc over 32 deploy scripts: ~290 findings in gcc's file:line:col format, mostly notes (SC2086 quoting) and warnings (SC2010 ls | grep); in the middle deploy-db.sh's pg_dump line has the only errors (SC2068 unquoted array expansion, SC2145 string mixed with $@); exit 1.
quilt-push-all-patch-does-not-apply	terminal	quilt	QUILT_PATCHES=debian/patches quilt push -a	quilt push -a of a Debian-style series of 110 patches (three files each) made against the old upstream: an 'Applying patch' block with its 'patching file' lines per patch, and patch 0074-net-raise-retry-limit.patch fails on src/net/retry.c, whose new upstream already changed the limit ('Hunk #1 FAILED at 1.', 'does not apply (enforce with -f)'), where the push stops; exit 1.
tcc-make-k-one-missing-semicolon	terminal	tcc	make -k	make -k of a 96-file C project with CC=tcc -Wall: the compile lines, 'implicit declaration of function' warnings in a dozen files, and src/eval/eval_61.c misses a semicolon (''; expected (got "return")', make's Error 1) in the middle; make keeps going with the other files and ends 'Target 'all' not remade because of errors.'; exit 2.
python-unittest-discover-one-module-import-error	terminal	unittest	python3 -m unittest -v	python3 -m unittest -v discovery over 12 test modules of an invoicing package: 440 passing tests, one 'ok' line each, and test_vat_cross_border, which still imports invoicing.vat_rules, is reported as a loader _FailedTest ERROR among them; its ImportError / ModuleNotFoundError traceback after the run, 'Ran 441 tests', 'FAILED (errors=1)'; exit 1.
TSV

kinds12a_all() {
  table_all "$KINDS12A_DIR" k12a "$KINDS12A"
}
