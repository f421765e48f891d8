# A Debian-style source tree with a quilt series of 110 patches (made against the old upstream);
# the new upstream tarball already carries a change to src/net/retry.c that patch 0074 also makes.
mkdir -p src/net src/db src/ui debian/patches
for d in net db ui; do for i in $(seq -w 1 30); do
  { echo "/* $d $i */"; for k in $(seq 1 20); do echo "int ${d}_${i}_value_$k = $k;"; done; } > src/$d/${d}_$i.c
done; done
{ echo "/* retry */"; echo "int retry_max = 3;"; echo "int retry_delay_ms = 200;"; for k in $(seq 1 20); do echo "int retry_pad_$k = $k;"; done; } > src/net/retry.c
cp -R src orig
export QUILT_PATCHES=debian/patches
n=0
for i in $(seq -w 1 110); do
  case $((10#$i % 3)) in 0) d=net;; 1) d=db;; 2) d=ui;; esac
  p=$(printf '%04d' $((10#$i)))-$d-fix-$i.patch
  [ $i = 074 ] && p=0074-net-raise-retry-limit.patch
  quilt new $p >/dev/null
  for k in 1 2 3; do f=src/$d/${d}_$(printf '%02d' $(( (10#$i + k*7) % 30 + 1 ))).c; quilt add $f >/dev/null; sed -i "s/_value_$(( (10#$i % 20) + 1 )) = [0-9]*;/_value_$(( (10#$i % 20) + 1 )) = $i$k;/" $f; done
  if [ $i = 074 ]; then quilt add src/net/retry.c >/dev/null; sed -i 's/retry_max = 3;/retry_max = 5;/' src/net/retry.c; fi
  quilt refresh -p ab --no-timestamps --no-index >/dev/null
done
quilt pop -a -q >/dev/null
rm -rf .pc orig
# the new upstream already raised the limit (to 6)
sed -i 's/retry_max = 3;/retry_max = 6;/' src/net/retry.c
