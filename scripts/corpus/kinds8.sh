# Cases of tool families none of the earlier sets has (session 9, issue 11), in kinds7.sh's form:
# one table of cases (KINDS8, below) and one function that runs a row (kinds8_case). A row names a
# setup folder under scripts/corpus/kinds8/: its files/ are copied into the case's work dir; its
# setup.sh, when there, is sourced in that dir (generated sources, a build, certificates); its
# run.sh, when there, is sourced there as the runner (a server the agent watched, or a command that
# needs a server started first) while the command column says what the agent typed.
# Needs, beyond regen.sh's list: Maven Central for kotlin-maven-plugin, jacoco and checkstyle;
# the npm registry for prettier, webpack and webpack-cli; Debian's libxml2-utils (xmllint),
# autoconf, meson, apache2, rsync, python3-sphinx, ansible-core, r-base-core, elixir and
# texlive-latex-base; openssl, PostgreSQL 15 under /usr/lib/postgresql/15, gcc 12 (-fanalyzer).
# K8_TOOLS=DIR reuses an npm tools project made before. Sourced by regen.sh (sets WORK, OUT, record).

KINDS8_DIR="$ROOT/scripts/corpus/kinds8"

# The table: id, tool, setup folder, command, description; one case a line, tab-separated.
read -r -d '' KINDS8 <<'TSV' || true
kotlin-maven-reactor-type-mismatch-after-warnings	terminal	kotlin-maven	mvn -B -ntp package	mvn -B -ntp package of a two-module Kotlin 2.0 reactor (kotlin-maven-plugin): ledger-core compiles with a deprecation warning in each of its 33 files; ledger-app's Settlement.kt fails ('Initializer type mismatch: expected 'kotlin.Long', actual 'kotlin.String'', 'Unresolved reference 'postTotal''), the reactor summary and the errors repeated in Maven's failure; exit 1.
maven-jacoco-check-coverage-rule-violated	terminal	jacoco	mvn -B -ntp verify	mvn -B -ntp verify of a 40-class billing module with JaCoCo: 231 passing tests print their cases, the report is written, then the check finds the bundle's line coverage at 0.75 under the 0.80 minimum and seven untested classes at 0.00 (WARNING lines), and fails with 'Coverage checks have not been met'; exit 1.
jacoco-csv-report-untested-classes	csv	jacoco	cat target/site/jacoco/jacoco.csv	cat of the JaCoCo CSV report the same build wrote: one row per class (instructions, branches, lines, complexity, methods missed/covered); 33 classes have 1 line missed, seven (RefundPolicy, ChargebackRule, DisputeWindow, WriteOff, Escheatment, CreditMemo, Archive) have no line covered; exit 0.
maven-checkstyle-warn-lines-one-error	terminal	checkstyle	mvn -B -ntp validate	mvn -B -ntp validate with maven-checkstyle-plugin 3.6.0 (checkstyle 10.20.1) over 45 classes: ~720 [WARN] findings (missing Javadoc, magic numbers, final parameters, braces, line length), printed before Maven's own lines, and one [ERROR] EmptyCatchBlock in Reconciler.java among them; 'You have 1 Checkstyle violation.'; exit 1.
javadoc-doclint-warnings-one-unknown-tag	terminal	javadoc	javadoc -Xdoclint:all -Xmaxwarns 5000 -d api -sourcepath src -subpackages com.acme	javadoc (JDK 17) with doclint over 60 undocumented classes: 360 'warning: no comment' findings, each with its source line and caret, among the 'Generating ...html' lines; FeeSchedule.java uses the unknown tag @returns ('error: unknown tag: returns') mid-way; '1 error', '360 warnings'; exit 1.
make-gcc-fanalyzer-double-free-path	terminal	gcc-analyzer	make	make of a 40-file C library with gcc 12 -Wall -Wextra -fanalyzer: every file warns about an unused parameter; src/job_23.c gets a -Wanalyzer-double-free warning with its eight-event path (allocated here, first 'free' here, second 'free' here); the archive is built; exit 0.
xmllint-schema-one-feed-fails	terminal	xmllint	xmllint --noout --schema feed.xsd feeds/*.xml	xmllint --schema over 400 supplier feeds: 399 'validates' lines, and for feeds/feed-047.xml the price '12,90' is not an xs:decimal and an item misses its stock element ('fails to validate'); exit 3.
autoconf-configure-lz4-no-then-error	terminal	autoconf	./configure --with-lz4	./configure --with-lz4 of an autoconf project: ~65 checking lines (headers, functions, sizes, libraries); 'checking for LZ4F_compressFrame in -llz4... no' mid-way, more checks, then 'configure: error: cannot honour --with-lz4 on this system' (which does not name the library); exit 1.
meson-test-print-errorlogs-one-fail	terminal	meson-test	meson test -C build --print-errorlogs	meson test --print-errorlogs over 60 test programs: one OK line each; account_4410 FAIL (exit status 1) with its stdout and the stderr reason (balance mismatch: ledger says 182350, postings sum to 182340) between scissors lines; the summary of failures and counts (Ok 59, Fail 1); exit 1.
apache2-prefork-child-segfault-log	log	apache-child-segv	apache2 -d . -f httpd.conf -DFOREGROUND	Apache 2.4 (prefork) in the foreground, error log at info on stderr and access log on stdout, under 600 requests: access lines, AH00128 'File does not exist' info lines for missing pages, a CGI's stderr logged as [cgi:error]; mid-way 'AH00052: child pid N exit signal Segmentation fault (11)' (a notice); more requests; graceful stop on SIGWINCH; exit 0.
rsync-copy-links-no-referent-code-23	terminal	rsync	rsync -av --copy-links site/ backup/	rsync -av --copy-links of a 1,200-page site: 'symlink has no referent' for a dangling image link in section-17/media/2024 arrives first (stderr, before the buffered listing), then every copied name, the sent/total lines and 'rsync error: some files/attrs were not transferred (see previous errors) (code 23)'; exit 23.
sphinx-build-warnings-unknown-directive-error	terminal	sphinx	sphinx-build -b html docs _build	sphinx-build (Sphinx 5.3) of 49 pages: reading and writing progress lines, 40 'Title underline too short' warnings with their source lines, 'ERROR: Unknown directive type "autofunction"' for reference/settlement.rst mid-way, 88 'undefined label' warnings; 'build succeeded, 129 warnings.'; exit 0.
pdflatex-undefined-control-sequence-mid-log	terminal	latex	pdflatex -interaction=nonstopmode report.tex	pdflatex (TeX Live 2022) in nonstopmode of a 60-section report: undefined-reference warnings and an Overfull \hbox warning for every section, and in section 37 '! Undefined control sequence.' with its 'l.189 ... \totalcost' context; the run goes on, 'Output written on report.pdf (13 pages'; exit 1.
ansible-playbook-loop-item-failed	terminal	ansible	ansible-playbook -i localhost, -c local site.yml	ansible-playbook (ansible-core, local connection) deploying 40 services: the directory task's 40 changed items, then the copy task's items, and for svc27 'failed: [localhost] (item=svc27)' ('Could not find or access 'conf/svc27.conf''); the loop finishes, the play stops before the manifest; PLAY RECAP failed=1; exit 2.
rscript-lm-zero-non-na-cases	terminal	rscript	Rscript forecast.R	Rscript fitting a trend per merchant over 150 merchants: a forecast line for each of the first 92, then lm() fails for the next one ('Error in lm.fit(...) : 0 (non-NA) cases', 'Calls: lm -> lm.fit', 'Execution halted') without naming the merchant (m-0093, whose values are all empty); exit 1.
webpack-module-not-found-among-warnings	terminal	webpack	node_modules/.bin/webpack	webpack 5 production build of 160 modules in two entry points: the asset and module summary, 320 'export 'formatSku' ... was not found' warnings (each with its module trace), then 'ERROR in ./src/checkout/tax.js' Module not found: Can't resolve './rates/eu-vat' with the resolver's tried paths; 'compiled with 1 error and 320 warnings'; exit 1.
webpack-json-stats-one-error	json	webpack	node_modules/.bin/webpack --json	webpack --json of the same build: one ~2 MB stats object (assets, chunks, modules with their reasons, entrypoints...), its errors array (one Module not found for ./src/checkout/tax.js) and 320 warnings near the end, errorsCount 1; exit 1.
pg-restore-verbose-role-missing-errors-ignored	terminal	pg-restore	pg_restore -v -d shop_copy shop.dump	pg_restore -v of a 51-table shop database into a new database after the role reporting was dropped: creating/processing lines for every table, index, sequence and constraint; mid-way 'pg_restore: error: could not execute query: ERROR:  role "reporting" does not exist' with 'Command was: ALTER TABLE public.tenant_snapshots OWNER TO reporting;' (twice, table and sequence); 'errors ignored on restore: 2'; exit 1.
postgres-jsonlog-restore-role-errors-ndjson	ndjson	pg-restore	cat data/log/*.json	cat of the PostgreSQL 15 server's jsonlog (log_statement=all) for the setup and the same restore: one JSON record a line (statements as LOG records, start-up and shutdown lines); the two records with error_severity ERROR ('role "reporting" does not exist', statement ALTER TABLE ... OWNER TO reporting) sit among ~970; exit 0.
openssl-s-client-hostname-mismatch	terminal	openssl-hostname	openssl s_client -connect 127.0.0.1:PORT -servername api.shop.internal -verify_hostname api.shop.internal -CAfile ca.pem -showcerts	openssl s_client against a local server whose certificate (signed by the given CA) is for legacy.shop.internal: 'verify error:num=62:hostname mismatch' at the top, then the chain with PEM blocks, the handshake details, 'Verify return code: 62 (hostname mismatch)' (and, when they arrive before stdin's end, the session tickets); the handshake completes and s_client exits 0.
prettier-check-one-syntax-error	terminal	prettier	node_modules/.bin/prettier --check src	prettier --check over 120 modules: 'Checking formatting...', 89 '[warn] src/...' lines for unformatted files, and among them '[error] src/orders/refund-17.js: SyntaxError: Unexpected token (7:1)' with its code frame; 'Code style issues found in 89 files'; exit 2.
mix-test-trace-one-assertion-charlist	terminal	exunit	cd ledger && mix test --trace --seed 0	mix test --trace of an Elixir project (12 modules, 301 tests): each test's line (redrawn with its time after a carriage return); 'split keeps every cent' fails: 'Assertion with == failed', and the lists [33, 33, 33] and [34, 33, 33] are printed as charlists ('!!!' and '"!!'); '301 tests, 1 failure'; exit 2.
TSV

# kinds8_case ID TOOL SETUP COMMAND DESCRIPTION: lays the case's work dir from its setup folder and
# records the command's output (or the runner's, when the setup folder has a run.sh).
kinds8_case() {
  local id=$1 tool=$2 setup=$3 cmd=$4 desc=$5 src d
  want "$id" || return 0
  src="$KINDS8_DIR/$setup"
  d="$WORK/k8/$id"
  mkdir -p "$d"
  if [[ -d "$src/files" ]]; then cp -R "$src/files/." "$d/"; fi
  if [[ -f "$src/setup.sh" ]]; then ( cd "$d" && CASE_ID=$id && source "$src/setup.sh" ); fi
  if [[ -f "$src/run.sh" ]]; then
    CASE_ID=$id KINDS8_RUN="$src/run.sh" record "$id" "$tool" "$d" "$desc" "$cmd" kinds8_runner
  else
    record "$id" "$tool" "$d" "$desc" "$cmd"
  fi
}

# kinds8_runner: the setup folder's run.sh, sourced in the case's dir by record.
kinds8_runner() {
  source "$KINDS8_RUN"
}

# k8_npm_tools: one node project with the npm tools of these cases, linked as node_modules.
k8_npm_tools() {
  local t=${K8_TOOLS:-$WORK/k8tools}
  if [[ ! -d "$t/node_modules/.bin" ]]; then
    mkdir -p "$t"
    printf '{"name":"k8tools","version":"1.0.0","private":true}\n' >"$t/package.json"
    ( cd "$t" && npm install --no-audit --no-fund --silent prettier@3.3.3 webpack@5.97.1 webpack-cli@5.1.4 >/dev/null 2>&1 )
  fi
  ln -sfn "$t/node_modules" node_modules
}

# k8_port: a free TCP port on 127.0.0.1.
k8_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

kinds8_all() {
  local id tool setup cmd desc
  while IFS=$'\t' read -r id tool setup cmd desc; do
    [[ -z "$id" || "$id" == \#* ]] && continue
    kinds8_case "$id" "$tool" "$setup" "$cmd" "$desc"
  done <<<"$KINDS8"
}
