# The field-recording archive of a folk-music society (120 FLAC files of fiddlers, ballad singers
# and brass bands, 1958-1979), protected by a par2 recovery set made when the collection was
# digitised (par2 0.8 from Debian, 5% redundancy, four recovery volumes). The disk the archive
# sits on had a bad sector: 512 bytes in the middle of 1967-08-14_tregaron-fair_fiddle-set.flac
# are now zeros. The agent verifies the set: par2 prints its loading and scanning progress
# redrawn with carriage returns (files are scanned by several threads, so their order varies),
# an 'Opening:' and a 'Target: ... - found.' line per file, one 'Target: ... - damaged. Found N
# of M data blocks.', then 'Repair is required.', '1 file(s) exist but are damaged.' and
# 'Repair is possible.' Exit 1.
mkdir -p recordings
python3 - <<'PY'
import random
random.seed(1967)
places = ["tregaron-fair", "llanwrtyd", "bala", "aberaeron", "machynlleth", "llandovery", "newcastle-emlyn",
          "rhayader", "lampeter", "cardigan-quay"]
kinds = ["fiddle-set", "ballad", "hymn-tune", "harp-air", "brass-band", "penillion", "clog-dance", "shanty"]
names = set()
while len(names) < 119:
    y = random.randint(1958, 1979)
    names.add(f"{y}-{random.randint(1, 12):02d}-{random.randint(1, 28):02d}_{random.choice(places)}_{random.choice(kinds)}.flac")
names.add("1967-08-14_tregaron-fair_fiddle-set.flac")
for n in sorted(names):
    with open(f"recordings/{n}", "wb") as f:
        f.write(random.randbytes(random.randint(24000, 90000)))
PY
(cd recordings && par2 create -q -q -r5 -n4 ../folk-archive.par2 *.flac >/dev/null)
dd if=/dev/zero of=recordings/1967-08-14_tregaron-fair_fiddle-set.flac bs=512 seek=61 count=1 conv=notrunc status=none
