# The nightly sync of a wildlife survey's camera-trap cards into the project archive (rclone 1.60
# from Debian, local to local): the archive already holds last week's pictures; tonight ~420 new
# pictures and a few re-exported survey sheets come in ('INFO  : site-NN/...: Copied (new)',
# 'Copied (replaced existing)'). A field assistant had deleted one picture on the card of site 07
# after copying it elsewhere, so the sync mirrors that too: one 'INFO  : site-07/2024-10-14/
# IMG_0412.JPG: Deleted' after the ~400 copies (rclone deletes after transferring), a lynx sighting
# gone from the archive, just above the final stats block, which says 'Deleted:                1 (files), 0 (dirs)'. Exit 0.
python3 - <<'PY'
import os, random
random.seed(7)
def put(path, size):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(random.randbytes(size))
for site in range(1, 13):
    for day in (7, 8, 9, 10):
        for k in range(random.randint(3, 7)):
            rel = f"site-{site:02d}/2024-10-{day:02d}/IMG_{site * 37 + day * 5 + k:04d}.JPG"
            put(f"cards/{rel}", random.randint(2000, 6000))
    put(f"cards/site-{site:02d}/survey-sheet.csv", 400)
    if site == 7:
        put("cards/site-07/2024-10-14/IMG_0412.JPG", 5200)
PY
rclone copy cards archive >/dev/null 2>&1
rm cards/site-07/2024-10-14/IMG_0412.JPG
python3 - <<'PY'
import os, random
random.seed(8)
def put(path, size):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(random.randbytes(size))
for site in range(1, 13):
    for day in (14, 15, 16):
        for k in range(random.randint(8, 15)):
            put(f"cards/site-{site:02d}/2024-10-{day:02d}/IMG_{1000 + site * 61 + day * 7 + k:04d}.JPG", random.randint(2000, 6000))
    if site % 3 == 0:
        put(f"cards/site-{site:02d}/survey-sheet.csv", 420)
PY
