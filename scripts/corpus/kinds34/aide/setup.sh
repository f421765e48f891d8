# The check-in kiosks of a hospital's outpatient departments: every kiosk runs the same image under
# srv/checkin-kiosk (bin, lib, content, logs, cache) and AIDE 0.18 (Debian's aide, a private
# aide.conf: report to stdout, the database in db/) guards it with one rule for the whole tree
# (permissions, inode, links, owner, group, size, mtime, ctime, SHA-256). The database was made
# when the image was installed (aide --init); since then the kiosk has lived a day: its logs were
# rotated (checkin.log.N moved along, the oldest removed, a new one started), the thumbnail cache
# was refreshed, a few content pages updated. And lib/libpas-client.so.2, the library the kiosk
# agent talks to the patient administration system through, was replaced by a different build and
# left world-writable: the one change nobody planned, between the cache's and the logs' routine
# ones (AIDE lists by path).
mkdir -p srv/checkin-kiosk/bin srv/checkin-kiosk/lib srv/checkin-kiosk/content/clinics \
  srv/checkin-kiosk/logs srv/checkin-kiosk/cache/thumbs db
K=srv/checkin-kiosk
python3 - <<'PY'
import os, random
random.seed(11)
K = "srv/checkin-kiosk"
def w(p, data, mode=0o644):
    with open(p, "wb") as f:
        f.write(data)
    os.chmod(p, mode)
for name in ["kiosk-agent", "kiosk-ui", "badge-printer", "queue-display", "barcode-reader", "watchdog", "updater", "screen-dimmer"]:
    w(f"{K}/bin/{name}", b"\x7fELF" + random.randbytes(random.randint(3000, 9000)), 0o755)
for name in ["libkiosk-ui.so.4", "libkiosk-net.so.2", "libpas-client.so.2", "libbarcode.so.1", "libescpos.so.2", "libqueue.so.1"]:
    w(f"{K}/lib/{name}", b"\x7fELF" + random.randbytes(random.randint(2000, 6000)))
clinics = ["cardiology", "dermatology", "ent", "fracture", "gastro", "haematology", "maternity", "neurology",
           "oncology", "ophthalmology", "orthopaedics", "paediatrics", "renal", "respiratory", "rheumatology", "urology"]
for c in clinics:
    for page in ["welcome", "directions", "waiting-times", "privacy"]:
        w(f"{K}/content/clinics/{c}-{page}.html", f"<h1>{c} {page}</h1>\n".encode() * random.randint(5, 40))
for n in range(1, 91):
    w(f"{K}/logs/checkin.log.{n}", b"".join(f"check-in {random.randint(100000, 999999)} ok\n".encode() for _ in range(random.randint(5, 30))))
w(f"{K}/logs/checkin.log", b"check-in 100001 ok\n")
for n in range(80):
    w(f"{K}/cache/thumbs/t{n:03d}.png", b"\x89PNG" + random.randbytes(random.randint(200, 900)))
PY
cat >aide.conf <<CONF
# AIDE configuration of the check-in kiosk image
database_in=file:$PWD/db/aide.db
database_out=file:$PWD/db/aide.db.new
gzip_dbout=no
report_url=stdout
Kiosk = p+i+n+u+g+s+m+c+sha256
$PWD/$K Kiosk
CONF
aide --init -c aide.conf >/dev/null 2>&1 || true
mv db/aide.db.new db/aide.db
sleep 1.1
# a day later: the logs rotate (the oldest goes, each moves along, a new one starts)
rm $K/logs/checkin.log.90
for n in $(seq 89 -1 1); do mv $K/logs/checkin.log.$n $K/logs/checkin.log.$((n + 1)); done
mv $K/logs/checkin.log $K/logs/checkin.log.1
for n in $(seq 1 40); do echo "check-in $((200000 + n * 17)) ok"; done >$K/logs/checkin.log
# the thumbnail cache is refreshed, three clinics' waiting times updated
for n in $(seq 0 2 79); do printf '\x89PNG%s' "$n-refreshed" >$K/cache/thumbs/t$(printf %03d "$n").png; done
for c in fracture ophthalmology renal; do echo "<p>Current wait: 40 minutes</p>" >>$K/content/clinics/$c-waiting-times.html; done
# and somebody dropped a different build of the PAS client library in place, world-writable
head -c 7311 /dev/urandom >$K/lib/libpas-client.so.2.new
chmod 777 $K/lib/libpas-client.so.2.new
mv $K/lib/libpas-client.so.2.new $K/lib/libpas-client.so.2
