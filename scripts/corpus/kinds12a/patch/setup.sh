# A vendored tree of 420 C files and one patch touching each; src/fees/fee_117.c was edited locally.
for i in $(seq -w 1 420); do
  d=src/$( [ $((10#$i % 3)) = 0 ] && echo fees || { [ $((10#$i % 3)) = 1 ] && echo ledger || echo report; } )
  mkdir -p $d
  f=$d/$(basename $d | sed 's/s$//')_$i.c
  { echo "/* module $i */"; echo "#include \"common.h\""; echo; for k in $(seq 1 12); do echo "static int limit_${k}(void) { return $((k*10)); }"; done
    echo; echo "int run_$i(int amount)"; echo "{"; echo "    int total = amount * 100;"; echo "    return total / 100;"; echo "}"; } > $f
done
git init -q . && git add -A && git -c user.name=a -c user.email=a@b commit -qm base
for f in $(git ls-files); do
  sed -i 's/return 30; }/return 35; }/; s/int total = amount \* 100;/long total = (long)amount * 100;/' $f
done
git diff --no-prefix --src-prefix=a/ --dst-prefix=b/ > fix.patch
git checkout -q -- .
sed -i 's/int total = amount \* 100;/int total = amount * 100 + fee_adjust();/' src/fees/fee_117.c
# a few files moved by a local reformat, so their hunks apply with an offset
for f in src/ledger/ledger_040.c src/report/report_101.c src/ledger/ledger_160.c; do sed -i '2a /* local note */\n' $f; done
rm -rf .git
