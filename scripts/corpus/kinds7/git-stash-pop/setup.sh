# A checkout with 300 locally edited files stashed; upstream then changes the same line of
# src/checkout/cart.go that the stash changes, and git stash pop conflicts on that one file.
k7_git_repo
mkdir -p src/catalog src/checkout src/billing src/shipping
for area in catalog checkout billing shipping; do
  for i in $(seq -w 1 80); do printf 'package %s\n\nconst Version%s = "2.4.0"\n' "$area" "$i" >"src/$area/item$i.go"; done
done
printf 'package checkout\n\nconst MaxLines = 200\n' >src/checkout/cart.go
export GIT_AUTHOR_DATE="2026-11-01T09:00:00Z" GIT_COMMITTER_DATE="2026-11-01T09:00:00Z"
git add -A && git commit -qm "release 2.4.0"
for f in $(git ls-files 'src/*/item*.go' | head -299); do sed -i 's/2\.4\.0/2.5.0-dev/' "$f"; done
sed -i 's/MaxLines = 200/MaxLines = 500/' src/checkout/cart.go
git stash -q
export GIT_AUTHOR_DATE="2026-11-02T09:00:00Z" GIT_COMMITTER_DATE="2026-11-02T09:00:00Z"
sed -i 's/MaxLines = 200/MaxLines = 250/' src/checkout/cart.go
git commit -qam "checkout: raise MaxLines to 250 for B2B carts"
