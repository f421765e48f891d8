# A repository of 300 commits over 120 files; a deleted experiment branch, 60 cleared stashes and an
# aborted 'git add -A' of 900 generated files leave ~960 dangling commits and blobs (routine); one
# blob that a reachable tree names (src/billing/tax_rules_07.py as of commit 211) has its loose
# object file removed, as a disk restore that missed it would.
git init -q -b main .
git config user.name "Ledger CI"; git config user.email ci@shop.internal
mkdir -p src/billing src/catalog docs
for c in $(seq 1 300); do
  f=$((c % 120))
  case $((f % 3)) in
    0) p=src/billing/tax_rules_$(printf %02d $((f / 3))).py ;;
    1) p=src/catalog/item_$(printf %03d $f).py ;;
    *) p=docs/page_$(printf %03d $f).md ;;
  esac
  echo "# revision $c of $(basename "$p")" >>"$p"
  echo "RATE_$c = $((c * 7 % 23))" >>"$p"
  git add "$p"
  GIT_AUTHOR_DATE="2026-0$((c % 9 + 1))-1$((c % 9)) 10:00:00 +0000" GIT_COMMITTER_DATE="2026-0$((c % 9 + 1))-1$((c % 9)) 10:00:00 +0000" git commit -q -m "change $c: $(basename "$p")"
  if [[ $c == 211 ]]; then missing=$(git rev-parse HEAD:src/billing/tax_rules_07.py 2>/dev/null || true); fi
done
# The experiment branch: 80 commits, then deleted; and 60 stashes of scratch edits, then cleared.
git checkout -q -b experiment HEAD~40
for c in $(seq 1 80); do echo "experiment $c" >"docs/exp_$c.md"; git add "docs/exp_$c.md"; git commit -q -m "experiment $c"; done
git checkout -q main; git branch -q -D experiment
for s in $(seq 1 60); do echo "scratch $s" >>src/catalog/item_001.py; git stash -q; done
git stash clear
# An aborted 'git add -A' of 900 generated report files, unstaged and deleted again.
mkdir -p build/reports
for r in $(seq 1 900); do echo "report $r total $((r * 37 % 1000))" >"build/reports/r_$r.txt"; done
git add build; git reset -q; rm -rf build
git reflog expire --expire=now --all
# tax_rules_07.py as of commit 211 is named by that commit's tree; lose its object file.
rm -f ".git/objects/${missing:0:2}/${missing:2}"
