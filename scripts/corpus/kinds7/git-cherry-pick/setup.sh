# A service repo: main gets 90 small commits after release-2.4 branched; release-2.4 has its own
# hotfix to src/tax.go, which main's 61st commit also changes.
k7_git_repo
mkdir -p src
for i in $(seq -w 1 40); do printf 'package svc\n\n// limits for svc%s\nconst Limit%s = %d\n' "$i" "$i" "$((10#$i * 10))" >"src/svc$i.go"; done
printf 'package svc\n\nfunc VAT(cents int64) int64 {\n\treturn cents * 21 / 100\n}\n' >src/tax.go
export GIT_AUTHOR_DATE="2026-10-01T09:00:00Z" GIT_COMMITTER_DATE="2026-10-01T09:00:00Z"
git add -A && git commit -qm "initial import"
git branch release-2.4
for n in $(seq 1 90); do
  export GIT_AUTHOR_DATE="2026-10-$(printf %02d $((2 + n / 4)))T1$((n % 10)):00:00Z" GIT_COMMITTER_DATE="$GIT_AUTHOR_DATE"
  if [[ $n == 61 ]]; then
    printf 'package svc\n\nfunc VAT(cents int64) int64 {\n\treturn (cents*21 + 50) / 100\n}\n' >src/tax.go
    git commit -qam "tax: round VAT half up per line (#2231)"
  else
    f=$(printf 'src/svc%02d.go' $(( (n - 1) % 40 + 1 )))
    sed -i "s/= \([0-9]*\)$/= \1$((n % 10))/" "$f"
    git commit -qam "svc$(printf %02d $(( (n - 1) % 40 + 1 ))): raise limit (#$((2100 + n)))"
  fi
done
git checkout -q release-2.4
export GIT_AUTHOR_DATE="2026-10-03T08:00:00Z" GIT_COMMITTER_DATE="2026-10-03T08:00:00Z"
printf 'package svc\n\nfunc VAT(cents int64) int64 {\n\treturn cents * 21 / 100 // hotfix: truncate, as invoices v2 expect\n}\n' >src/tax.go
git commit -qam "hotfix: keep VAT truncation for invoices v2 (#2190)"
export GIT_COMMITTER_DATE="2026-11-20T12:00:00Z"
