# A bare remote whose pre-receive hook checks every pushed commit's message and the files it adds.
git init -q --bare remote.git
cat >remote.git/hooks/pre-receive <<'H'
#!/bin/sh
status=0
while read old new ref; do
  for c in $(git rev-list --reverse "$old..$new"); do
    subject=$(git log -1 --format=%s "$c")
    short=$(git rev-parse --short=10 "$c")
    echo "policy: checking $short $subject"
    for f in $(git diff-tree --no-commit-id --name-only -r "$c"); do
      size=$(git cat-file -s "$c:$f" 2>/dev/null || echo 0)
      if [ "$size" -gt 1000000 ]; then
        echo "policy: REJECT $short: $f is $size bytes (limit 1000000); use git-lfs for fixtures"
        status=1
      fi
    done
  done
done
exit $status
H
chmod +x remote.git/hooks/pre-receive
mkdir work && cd work
v2_git_repo
export GIT_AUTHOR_DATE="2026-03-02T10:00:00Z" GIT_COMMITTER_DATE="2026-03-02T10:00:00Z"
git remote add origin ../remote.git
echo "# shipping" >README.md && git add . && git commit -q -m "initial import"
git push -q origin main 2>/dev/null
for i in $(seq 1 70); do
  echo "rate $i" >>rates.txt
  if [ "$i" = 52 ]; then yes "fixture row 0123456789abcdef" | head -c 4200000 >fixtures.bin; git add fixtures.bin; fi
  git add rates.txt && git commit -q -m "rates: add carrier table $i"
done
