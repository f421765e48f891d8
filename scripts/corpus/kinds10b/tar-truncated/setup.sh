# A nightly backup of a shop's uploads (2,400 files under uploads/YYYY/MM/), tar+gzip in name order; the copy
# that reached the restore host was cut at 55% of its size (a transfer that stopped early).
local m d i n=0
for m in 01 02 03 04 05 06 07 08 09 10 11 12; do
  mkdir -p "src/uploads/2026/$m"
  for i in $(seq -w 1 200); do
    n=$((n + 1))
    head -c $(( (n * 7919) % 6000 + 800 )) /dev/urandom | base64 -w 76 >"src/uploads/2026/$m/invoice-2026$m-$i.pdf.b64"
  done
done
tar --sort=name -C src -czf shop-uploads-2026-12-01.tar.gz uploads
python3 - <<'PY'
import os
p = "shop-uploads-2026-12-01.tar.gz"
os.truncate(p, os.path.getsize(p) * 55 // 100)
PY
rm -rf src; mkdir restore
