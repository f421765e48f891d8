# A mirrored package repository: 1,300 .deb-like files under pool/ with a SHA256SUMS list written
# at publish time; later one file (pool/main/l/libledger/libledger1_2.0.3-1_amd64.deb) was
# overwritten by a rebuilt copy without updating the list. sha256sum -c checks them all.
local p i f
for p in accounts audit billing cache cli config export gateway importer invoices metrics notify payments reports scheduler search libledger; do
  mkdir -p "pool/main/l/$p"
  for i in $(seq 1 76); do
    f="pool/main/l/$p/${p}-mod$i""_2.0.$((i % 4))-1_amd64.deb"
    [[ $p == libledger && $i == 41 ]] && f="pool/main/l/libledger/libledger1_2.0.3-1_amd64.deb"
    head -c $(( (i * 131) % 3000 + 200 )) /dev/urandom >"$f"
  done
done
find pool -type f | sort | xargs sha256sum >SHA256SUMS
head -c 2222 /dev/urandom >pool/main/l/libledger/libledger1_2.0.3-1_amd64.deb
