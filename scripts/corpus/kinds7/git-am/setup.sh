# A 300-patch series made with format-patch on a topic branch, then main rewrites the context of
# the file the 240th patch changes (config/limits.toml), so git am stops there.
k7_git_repo
mkdir -p src config
for i in $(seq -w 1 60); do printf 'package ledger\n\n// rule %s\nconst Rule%s = %d\n' "$i" "$i" "$((10#$i))" >"src/rule$i.go"; done
printf '[limits]\nmax_batch = 500\nmax_retries = 3\ntimeout_ms = 2000\n' >config/limits.toml
export GIT_AUTHOR_DATE="2026-09-01T09:00:00Z" GIT_COMMITTER_DATE="2026-09-01T09:00:00Z"
git add -A && git commit -qm "ledger: initial rules"
git checkout -qb topic
for n in $(seq 1 300); do
  export GIT_AUTHOR_DATE="2026-09-$(printf %02d $((1 + n / 12)))T1$((n % 10)):00:00Z" GIT_COMMITTER_DATE="$GIT_AUTHOR_DATE"
  if [[ $n == 240 ]]; then
    sed -i 's/^max_retries = 3$/max_retries = 5/' config/limits.toml
    git commit -qam "limits: allow five retries for the settlement batch"
  else
    f=$(printf 'src/rule%02d.go' $(( (n - 1) % 60 + 1 )))
    sed -i "s/= \([0-9]*\)$/= \1$((n % 10))/" "$f"
    git commit -qam "rule$(printf %02d $(( (n - 1) % 60 + 1 ))): adjust threshold (step $n)"
  fi
done
git format-patch -q -o ../series main
git checkout -q main
export GIT_AUTHOR_DATE="2026-09-20T09:00:00Z" GIT_COMMITTER_DATE="2026-09-20T09:00:00Z"
printf '[limits]\nmax_batch = 500\nretries = { max = 3, backoff_ms = 250 }\ntimeout_ms = 2000\n' >config/limits.toml
git commit -qam "limits: retries become a table"
git branch -qD topic
mv ../series series
