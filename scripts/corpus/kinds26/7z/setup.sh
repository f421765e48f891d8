# A zip of a site's assets (780 files in 13 directories) made with 7z; then one byte in the middle
# of one member's compressed data is flipped, as a flaky download would.
mkdir -p site
for d in css js img/icons fonts docs/api docs/guide locales/de locales/fr locales/ja templates/mail templates/pages data; do
  mkdir -p site/$d
  for i in $(seq -w 1 60); do
    python3 -c "import sys,random; r=random.Random('$d$i'); sys.stdout.write(''.join(r.choice('abcdefghij klmnop\n') for _ in range(3000 + r.randrange(4000))))" >site/$d/part-$i.txt
  done
done
7z a -tzip -bd site-assets.zip site >/dev/null
rm -rf site
python3 - <<'PY'
import zipfile
z = zipfile.ZipFile("site-assets.zip")
info = z.getinfo("site/locales/fr/part-27.txt")
z.close()
with open("site-assets.zip", "r+b") as f:
    f.seek(info.header_offset + 26)
    n, m = int.from_bytes(f.read(2), "little"), int.from_bytes(f.read(2), "little")
    pos = info.header_offset + 30 + n + m + info.compress_size // 2
    f.seek(pos); b = f.read(1); f.seek(pos); f.write(bytes([b[0] ^ 0x5A]))
PY
