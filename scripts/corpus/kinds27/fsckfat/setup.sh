# The FAT16 SD card image of a warehouse label printer (mkfs.fat, files put with mtools): 18 days of
# shipping labels (ZPL, 30 a day) and the printer's queue files. Then, as after a power cut during
# a write, one FAT entry in the middle of one label's cluster chain (2024-03-11/LBL-0307.ZPL, a
# four-cluster file) is zeroed in both FAT copies. The agent checks it read-only, verbose, listing
# every path (fsck.fat -n -v -l).
mkdir -p stage/LABELS stage/QUEUE
for d in $(seq -w 1 18); do
  mkdir -p "stage/LABELS/2024-03-$d"
  for i in $(seq 1 30); do
    n=$(( 10#$d * 30 + i - 30 ))
    f=$(printf 'stage/LABELS/2024-03-%s/LBL-%04d.ZPL' "$d" "$n")
    {
      printf '^XA\n^FO50,50^A0N,40,40^FDACME LOGISTICS^FS\n^FO50,120^FDShipment SH-2024-%06d^FS\n' "$n"
      for k in $(seq 1 $(( 20 + (n * 37) % 160 ))); do printf '^FO50,%d^GB700,2,2^FS^FO60,%d^FDparcel line %d sku %05d qty %d^FS\n' "$((200 + k * 8))" "$((204 + k * 8))" "$k" "$(( (n * k) % 99991 ))" "$(( k % 7 + 1 ))"; done
      printf '^BY3^FO80,900^BCN,120,Y,N,N^FDSH%06d^FS\n^XZ\n' "$n"
    } >"$f"
  done
done
for q in $(seq 1 12); do printf 'job=%d state=done printed=30\n' "$q" >"stage/QUEUE/JOB$q.TXT"; done
printf 'model=ZD421\nfirmware=V93.21.15Z\ndarkness=22\n' >stage/PRINTER.CFG
mkfs.fat -C -n LABELS -s 4 labels.img 16384 >/dev/null
MTOOLS_SKIP_CHECK=1 mcopy -s -i labels.img stage/LABELS stage/QUEUE stage/PRINTER.CFG ::/
rm -rf stage
python3 - <<'PY'
import struct, subprocess, re, os
img = "labels.img"
out = subprocess.run(["mshowfat", "-i", img, "::/LABELS/2024-03-11/LBL-0307.ZPL"], capture_output=True, text=True,
                     env=dict(os.environ, MTOOLS_SKIP_CHECK="1")).stdout
a, b = map(int, re.search(r"<(\d+)-(\d+)>", out).groups())
assert b - a >= 2, out
with open(img, "r+b") as f:
    boot = f.read(512)
    bps, spc, reserved, nfats = struct.unpack_from("<HBHB", boot, 11)
    fatsz = struct.unpack_from("<H", boot, 22)[0]
    for k in range(nfats):
        f.seek((reserved + k * fatsz) * bps + (a + 1) * 2)
        f.write(b"\0\0")
PY
