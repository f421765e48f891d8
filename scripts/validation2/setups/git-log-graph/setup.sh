v2_git_repo
export GIT_AUTHOR_DATE="2026-01-05T09:00:00Z" GIT_COMMITTER_DATE="2026-01-05T09:00:00Z"
echo a >a.txt && git add . && git commit -q -m "root: start the ledger service"
for f in $(seq 1 60); do
  git checkout -q -b feature/f$f main
  for c in 1 2 3 4; do echo "$f $c" >>f$f.txt; git add .; GIT_AUTHOR_DATE="2026-01-$(( (f % 27) + 1 ))T1$c:00:00Z" GIT_COMMITTER_DATE="2026-01-$(( (f % 27) + 1 ))T1$c:00:00Z" git commit -q -m "f$f: step $c of the settlement rework for carrier $f"; done
  git checkout -q main
  echo "main $f" >>main.txt; git add .; git commit -q -m "main: bump schema to v$f"
  git merge -q --no-ff -m "Merge branch 'feature/f$f'" feature/f$f
done
