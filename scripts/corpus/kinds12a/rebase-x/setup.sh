# A feature branch of 70 commits over main; each commit adds a rate table and its check; main
# meanwhile renamed the rounding helper, which commit 44 on the feature branch still calls.
git init -q -b main . && git config user.name Dev && git config user.email dev@example.com
mkdir -p rates
cat > check.sh <<'SH'
#!/bin/sh
# checks every rate table: each must call round_half_up
n=0
for f in rates/*.txt; do
  n=$((n+1))
  grep -q 'round_half_up' "$f" || { echo "check: $f: unknown rounding helper $(cat "$f" | grep -o 'round_[a-z_]*')" >&2; exit 1; }
  echo "check: $f ok (round_half_up, $(wc -c <"$f") bytes)"
done
echo "check: $n rate tables ok"
SH
chmod +x check.sh
echo base > README && git add -A && git commit -qm "base"
git checkout -q -b feature
for i in $(seq -w 1 70); do
  h=round_half_even; echo "rate $i uses $h" > rates/r$i.txt
  git add -A; git commit -qm "rates: add table $i for region $i"
done
git checkout -q main
echo "rounding: round_half_up everywhere" >> README; git commit -qam "rounding: rename round_half_even to round_half_up"
git checkout -q feature
git filter-branch -f --tree-filter 'for f in rates/*.txt; do n=${f#rates/r}; n=${n%.txt}; [ "$n" != 44 ] && sed -i s/round_half_even/round_half_up/ $f; done; true' main..feature >/dev/null 2>&1
rm -rf .git/refs/original
