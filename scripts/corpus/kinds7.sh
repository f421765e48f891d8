# Cases of kinds the first 103 lacked (session 7, issue 11), written as data: one table of cases
# (KINDS7, below) and one function that runs a row (kinds7_case). A row names a setup folder under
# scripts/corpus/kinds7/: its files/ are copied into the case's work dir; its setup.sh, when there,
# is sourced in that dir (for what is repeated: generated sources, commits, a build); its run.sh,
# when there, is sourced in that dir as the runner (a server the agent watched, or a command that
# needs a process found at run time) while the command column says what the agent typed.
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
TSV

# kinds7_case ID TOOL SETUP COMMAND DESCRIPTION: lays the case's work dir from its setup folder and
# records the command's output (or the runner's, when the setup folder has a run.sh).
kinds7_case() {
  local id=$1 tool=$2 setup=$3 cmd=$4 desc=$5 src d
  want "$id" || return 0
  src="$KINDS7_DIR/$setup"
  d="$WORK/k7/$id"
  mkdir -p "$d"
  if [[ -d "$src/files" ]]; then cp -R "$src/files/." "$d/"; fi
  if [[ -f "$src/setup.sh" ]]; then ( cd "$d" && CASE_ID=$id && source "$src/setup.sh" ); fi
  if [[ -f "$src/run.sh" ]]; then
    KINDS7_RUN="$src/run.sh" record "$id" "$tool" "$d" "$desc" "$cmd" kinds7_runner
  else
    record "$id" "$tool" "$d" "$desc" "$cmd"
  fi
}

# kinds7_runner: the setup folder's run.sh, sourced in the case's dir by record.
kinds7_runner() {
  source "$KINDS7_RUN"
}

# k7_npm_tools: one node project with the npm tools of these cases, shared through a node_modules
# symlink in each case dir that needs it.
k7_npm_tools() {
  if [[ ! -d "$WORK/k7tools/node_modules/.bin" ]]; then
    mkdir -p "$WORK/k7tools"
    printf '{"name":"k7tools","version":"1.0.0","private":true}\n' >"$WORK/k7tools/package.json"
    ( cd "$WORK/k7tools" && npm install --no-audit --no-fund --silent stylelint@16.10.0 pyright@1.1.389 jest@29.7.0 >/dev/null 2>&1 )
  fi
  ln -sfn "$WORK/k7tools/node_modules" node_modules
}

# k7_git_repo: an empty repository on branch main with a fixed identity and fixed dates.
k7_git_repo() {
  git init -q -b main .
  git config user.name "Dana Reyes"; git config user.email dana@example.com
  git config commit.gpgsign false
}

kinds7_all() {
  local id tool setup cmd desc
  while IFS=$'\t' read -r id tool setup cmd desc; do
    [[ -z "$id" || "$id" == \#* ]] && continue
    kinds7_case "$id" "$tool" "$setup" "$cmd" "$desc"
  done <<<"$KINDS7"
}
