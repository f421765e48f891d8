# shellcheck shell=bash
# Version control (merge and rebase conflicts, bisect run, status of a big tree), data from CLIs
# (sqlite3 -json, lsblk -J), package tools (apt-get unmet dependency), and bad-input shapes
# (curl progress frames with an error, shellcheck over many scripts, ANSI-coloured eslint).
# Sourced by regen.sh.

git_repo() {
  local d=$1
  mkdir -p "$d"
  git -C "$d" init -q -b main
  git -C "$d" config user.name "Dana Reyes"; git -C "$d" config user.email dana@example.org
}

# git_commit DIR N MESSAGE: commit with a fixed date (the Nth minute of 2026-06-01), so hashes are stable
git_commit() {
  local d=$1 n=$2 msg=$3 ts
  ts="2026-06-01T00:00:00Z"; ts=$(date -u -d "@$(( $(date -u -d "$ts" +%s) + n * 60 ))" +%Y-%m-%dT%H:%M:%SZ)
  GIT_AUTHOR_DATE=$ts GIT_COMMITTER_DATE=$ts git -C "$d" commit -q -m "$msg"
}

setup_git_shop() {
  local d=$1 f i
  git_repo "$d"
  mkdir -p "$d/src" "$d/docs"
  for f in pricing tax shipping cart checkout invoice refund coupon stock customer; do
    for i in $(seq 1 40); do echo "def ${f}_rule_$i(x): return x * $i  # ${f} rule $i"; done >"$d/src/$f.py"
  done
  mkdir -p "$d/src/regions"
  for i in $(seq 1 120); do
    for f in $(seq 1 30); do echo "REGION_${i}_RATE_$f = $f"; done >"$d/src/regions/region_$i.py"
  done
  for i in $(seq 1 30); do echo "# Chapter $i" >"$d/docs/chapter-$i.md"; done
  git -C "$d" add -A; git_commit "$d" 0 "Initial import of the shop rules"
}

case_git_merge_conflict() {
  want git-merge-conflicts || return 0
  local d="$WORK/git-merge" f i
  setup_git_shop "$d"
  git -C "$d" checkout -q -b feature/eu-vat
  for f in pricing tax shipping cart checkout invoice refund coupon; do
    sed -i "s/return x \* 7 /return round(x * 7.0, 2) /" "$d/src/$f.py"
  done
  for i in $(seq 1 30); do echo "EU VAT note $i" >>"$d/docs/chapter-$i.md"; done
  for i in $(seq 1 120); do sed -i "s/_RATE_2 = 2$/_RATE_2 = 2.5/" "$d/src/regions/region_$i.py"; done
  git -C "$d" add -A; git_commit "$d" 1 "EU VAT: round rule 7 to cents"
  git -C "$d" checkout -q main
  for f in tax invoice refund; do sed -i "s/return x \* 7 /return int(x * 7) /" "$d/src/$f.py"; done
  sed -i "s/return x \* 12 /return x * 12 + 1 /" "$d/src/cart.py"
  for i in $(seq 1 120); do sed -i "s/_RATE_29 = 29$/_RATE_29 = 29.9/" "$d/src/regions/region_$i.py"; done
  git -C "$d" add -A; git_commit "$d" 2 "Truncate rule 7 for tax, invoice and refund"
  record git-merge-conflicts terminal "$d" \
    "git merge of a feature branch touching 158 files, 124 of them also changed on main: 124 Auto-merging lines and three CONFLICT (content) lines (invoice.py, refund.py, tax.py) among them, then Automatic merge failed." \
    "git merge --no-edit feature/eu-vat"
}

case_git_rebase_conflict() {
  want git-rebase-conflict-midway || return 0
  local d="$WORK/git-rebase" i
  setup_git_shop "$d"
  git -C "$d" checkout -q -b topic/rounding
  for i in $(seq 1 180); do
    if [[ $i == 143 ]]; then
      sed -i "s/return x \* 3 /return round(x * 3, 2) /" "$d/src/checkout.py"
      git -C "$d" add -A; git_commit "$d" "$((10 + i))" "checkout: round rule 3 to cents"
    else
      echo "def extra_$i(x): return x + $i" >>"$d/src/stock.py"
      git -C "$d" add -A; git_commit "$d" "$((10 + i))" "stock: add extra rule $i"
    fi
  done
  git -C "$d" checkout -q main
  sed -i "s/return x \* 3 /return x * 3 - discount(x) /" "$d/src/checkout.py"
  git -C "$d" add -A; git_commit "$d" 300 "checkout: apply discount in rule 3"
  git -C "$d" checkout -q topic/rounding
  record git-rebase-conflict-midway terminal "$d" \
    "git rebase main of a 180-commit topic branch: Rebasing (N/180) progress frames separated by carriage returns, 142 commits apply, the 143rd (checkout: round rule 3 to cents) conflicts in src/checkout.py; CONFLICT, could not apply, and the resolve hints." \
    "git rebase main"
}

case_git_bisect_run() {
  want git-bisect-run-first-bad || return 0
  local d="$WORK/git-bisect" i
  git_repo "$d"
  mkdir -p "$d/src"
  cat >"$d/check.sh" <<'EOF'
#!/bin/sh
# Regression check: 120 price cases, the round trip must hold for all.
python3 - <<'PY'
import sys
sys.path.insert(0, "src")
from price import fmt
bad = 0
for cents in range(0, 12000, 100):
    s = fmt(cents)
    ok = s == f"{cents // 100}.{cents % 100:02d}"
    print(f"case {cents:6d} -> {s:>10} {'ok' if ok else 'MISMATCH'}")
    bad += not ok
print(f"{bad} mismatches")
sys.exit(1 if bad else 0)
PY
EOF
  chmod +x "$d/check.sh"
  echo 'def fmt(c): return f"{c // 100}.{c % 100:02d}"' >"$d/src/price.py"
  echo "v0" >"$d/VERSION"
  git -C "$d" add -A; git_commit "$d" 0 "price: fmt"
  git -C "$d" tag v1.0
  for i in $(seq 1 200); do
    echo "v$i" >"$d/VERSION"
    if [[ $i == 137 ]]; then
      echo 'def fmt(c): return f"{c / 100:.2f}" if c < 5000 else f"{c // 100}.{c % 100}"' >"$d/src/price.py"
      git -C "$d" add -A; git_commit "$d" "$i" "price: simplify fmt for small amounts"
    else
      git -C "$d" add -A; git_commit "$d" "$i" "chore: bump version to v$i"
    fi
  done
  git -C "$d" bisect start HEAD v1.0 >/dev/null
  record git-bisect-run-first-bad terminal "$d" \
    "git bisect run ./check.sh over 200 commits: each step prints 120 case lines and a mismatch count; bisect ends with the first bad commit (price: simplify fmt for small amounts) and its stat." \
    "git bisect run ./check.sh"
}

case_git_status_big() {
  want git-status-big-tree || return 0
  local d="$WORK/git-status" i
  git_repo "$d"
  mkdir -p "$d/assets" "$d/src/components" "$d/src/legacy"
  for i in $(seq -w 1 900); do echo "component $i" >"$d/src/components/Widget$i.tsx"; done
  for i in $(seq -w 1 120); do echo "legacy $i" >"$d/src/legacy/old_$i.js"; done
  for i in $(seq -w 1 300); do echo "asset $i" >"$d/assets/icon-$i.svg"; done
  git -C "$d" add -A; git_commit "$d" 0 "Import"
  for i in $(seq -w 1 900); do if [[ $((10#$i % 3)) == 0 ]]; then echo "changed" >>"$d/src/components/Widget$i.tsx"; fi; done
  for i in $(seq 1 40); do git -C "$d" mv -k "src/legacy/old_$(printf %03d "$i").js" "src/legacy/modern_$(printf %03d "$i").js"; done
  for i in $(seq 41 60); do rm "$d/src/legacy/old_$(printf %03d "$i").js"; done
  for i in $(seq -w 1 250); do echo "new" >"$d/assets/new-icon-$i.svg"; done
  echo "merge me" >>"$d/src/components/Widget001.tsx"; git -C "$d" add src/components/Widget001.tsx
  record git-status-big-tree list "$d" \
    "git status of a 1,320-file tree: 40 staged renames and one staged change, 300 modified and 20 deleted files not staged, 250 untracked files." \
    "git status"
}

case_sqlite_json() {
  want sqlite3-json-job-runs || return 0
  local d="$WORK/sqlite"; mkdir -p "$d"
  sqlite3 "$d/ci.db" <<'SQL'
CREATE TABLE runs (id INTEGER PRIMARY KEY, pipeline TEXT, branch TEXT, status TEXT, duration_s INTEGER, started TEXT);
WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < 1400)
INSERT INTO runs SELECT n, 'build-' || (n % 7), CASE WHEN n % 5 = 0 THEN 'release/2.4' ELSE 'main' END,
  CASE WHEN n IN (311, 977, 1388) THEN 'failed' WHEN n % 97 = 0 THEN 'cancelled' ELSE 'succeeded' END,
  60 + (n * 37) % 900, datetime('2026-11-01 00:00:00', '+' || (n * 29) || ' minutes') FROM g;
SQL
  record sqlite3-json-job-runs json "$d" \
    "sqlite3 -json of 1,400 CI pipeline runs ordered by id: a JSON array of row objects, mostly succeeded, with three failed runs (311, 977, 1388) and a few cancelled." \
    "sqlite3 -json ci.db 'SELECT * FROM runs ORDER BY id'"
}

case_lsblk_json() {
  want lsblk-json-all-columns || return 0
  record lsblk-json-all-columns json "$WORK" \
    "lsblk -J -O on this machine (a VM): one object {\"blockdevices\": [...]} with every column for each disk." \
    "lsblk -J -O"
}

case_apt_unmet() {
  want apt-get-install-unmet-dependencies || return 0
  local d="$WORK/apt" p="$WORK/apt/orderd_2.4.0_amd64"
  mkdir -p "$p/DEBIAN" "$p/usr/bin"
  printf '#!/bin/sh\necho orderd\n' >"$p/usr/bin/orderd"; chmod 755 "$p/usr/bin/orderd"
  cat >"$p/DEBIAN/control" <<'EOF'
Package: orderd
Version: 2.4.0
Architecture: amd64
Maintainer: Dana Reyes <dana@example.org>
Depends: libc6 (>= 2.36), libssl3 (>= 3.0), libprotobuf99, libgrpc++1.51 (>= 1.51), python3 (>= 3.13)
Description: order processing daemon
 Test package for the validation corpus.
EOF
  dpkg-deb --root-owner-group -b "$p" "$d/orderd_2.4.0_amd64.deb" >/dev/null
  record apt-get-install-unmet-dependencies terminal "$d" \
    "apt-get install -s of a local .deb whose Depends cannot be met (libprotobuf99 not installable, python3 too old): the unmet dependencies list and E: Unable to correct problems." \
    "apt-get install -s ./orderd_2.4.0_amd64.deb"
}

curl_runner() {
  local d=$PWD pid
  mkdir -p "$d/srv/releases"
  head -c 12000000 /dev/urandom >"$d/srv/releases/app-2.4.0.tar.gz"
  head -c 6000000 /dev/urandom >"$d/srv/releases/app-2.4.0.tar.gz.sig"
  ( cd "$d/srv" && exec python3 -m http.server 18091 --bind 127.0.0.1 ) >/dev/null 2>&1 &
  pid=$!; PIDS+=("$pid")
  sleep 1
  local rc=0
  curl --fail --limit-rate 2M -o app.tar.gz http://127.0.0.1:18091/releases/app-2.4.0.tar.gz \
       -o app.tar.gz.sig http://127.0.0.1:18091/releases/app-2.4.0.tar.gz.sig \
       -o checksums.txt http://127.0.0.1:18091/releases/SHA256SUMS || rc=$?
  kill "$pid" 2>/dev/null || true
  return $rc
}

case_curl_progress() {
  want curl-progress-frames-404 || return 0
  local d="$WORK/curl"; mkdir -p "$d"
  record curl-progress-frames-404 terminal "$d" \
    "curl --fail of three release files from a local server, rate-limited: progress-meter frames redrawn with carriage returns for two downloads, then, on the line after the third transfer's frames, curl: (22) ... error: 404 for SHA256SUMS." \
    "curl --fail --limit-rate 2M -o app.tar.gz URL1 -o app.tar.gz.sig URL2 -o checksums.txt URL3" curl_runner
}

rsync_runner() {
  local d=$PWD i pid rc=0
  mkdir -p "$d/src/exports" "$d/backup"
  for i in $(seq -w 1 12); do head -c 1500000 /dev/urandom >"$d/src/exports/orders-2026-11-$i.csv"; done
  rsync -a --progress --bwlimit=3000 src/ backup/ &
  pid=$!
  sleep 1.5
  rm -f "$d/src/exports/orders-2026-11-09.csv"    # the exporter rotates a file away mid-backup
  wait "$pid" || rc=$?
  return $rc
}

case_rsync_progress() {
  want rsync-progress-cr-vanished-file || return 0
  local d="$WORK/rsync"; mkdir -p "$d"
  record rsync-progress-cr-vanished-file terminal "$d" \
    "rsync -a --progress (bandwidth-limited) of 12 export files while one is rotated away: per-file progress frames separated by carriage returns, a 'file has vanished' warning written between frames, and the final 'some files vanished' error (exit 24)." \
    "rsync -a --progress --bwlimit=3000 src/ backup/" rsync_runner
}

case_shellcheck() {
  want shellcheck-system-scripts || return 0
  record shellcheck-system-scripts terminal "$WORK" \
    "shellcheck (default tty format) over every /bin/sh or bash script in /usr/bin and /usr/sbin of this machine: 2,358 findings (22 of error severity) under 1,628 In-file-line headers with code excerpts; scripts with embedded binary payloads put NUL and control bytes in the middle." \
    "find /usr/bin /usr/sbin -maxdepth 1 -type f -exec grep -lE '^#! ?/bin/(ba)?sh' {} + | sort | xargs shellcheck"
}

case_eslint_color() {
  want eslint-ansi-color-errors || return 0
  local d="$WORK/js-eslint-color" ; setup_js "$d"; setup_eslint_src "$d"
  record eslint-ansi-color-errors terminal "$d" \
    "eslint --color (stylish) over the 20-file lib: underlined file headers, yellow warnings and red errors as ANSI escapes, and the red problems summary." \
    "npx eslint --color lib"
}

CASES+=(case_git_merge_conflict case_git_rebase_conflict case_git_bisect_run case_git_status_big case_sqlite_json
        case_lsblk_json case_apt_unmet case_curl_progress case_rsync_progress case_shellcheck case_eslint_color)
