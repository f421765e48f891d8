# The nightly backup of a small veterinary practice's file server (restic 0.14, a local
# repository): patient records, lab results, X-ray exports and the practice database's nightly
# dumps. Two snapshots are taken, the second after a night in which the dump job ran out of disk
# and left practice-db-2024-11-28.sql.gz empty. The agent lists the latest snapshot as JSON lines:
# the snapshot record first, then one node a line (~240 files and folders); in the middle the dump
# of 28 November has "size":0 while every other nightly dump is ~2 MB. Exit 0.
echo vet-clinic-backup >pw
python3 - <<'PY'
import os, random
random.seed(28)
species = ["canine", "feline", "equine", "rabbit", "avian"]
for i in range(1, 101):
    d = f"srv/records/{species[i % 5]}"
    os.makedirs(d, exist_ok=True)
    with open(f"{d}/patient-{4000 + i * 7}.json", "w") as f:
        f.write('{"patient": %d, "visits": [%s]}\n' % (4000 + i * 7, ",".join(str(random.randint(1, 300)) for _ in range(random.randint(3, 60)))))
os.makedirs("srv/lab", exist_ok=True)
for i in range(90):
    with open(f"srv/lab/result-2024-11-{1 + i % 28:02d}-{i:03d}.pdf", "wb") as f:
        f.write(os.urandom(random.randint(4000, 40000)))
os.makedirs("srv/xray", exist_ok=True)
for i in range(24):
    with open(f"srv/xray/study-{8100 + i}.dcm", "wb") as f:
        f.write(os.urandom(random.randint(50000, 200000)))
os.makedirs("srv/pms-dumps", exist_ok=True)
for d in range(15, 30):
    with open(f"srv/pms-dumps/practice-db-2024-11-{d:02d}.sql.gz", "wb") as f:
        if d != 28:
            f.write(os.urandom(random.randint(2000000, 2300000)))
PY
find srv -exec touch -h -d '2024-11-29 02:00:00' {} +
restic init -r repo --password-file pw >/dev/null 2>&1
restic -r repo --password-file pw backup --host fileserver --tag nightly srv >/dev/null 2>&1
touch -d '2024-11-30 02:00:00' srv/records/canine/patient-4035.json
restic -r repo --password-file pw backup --host fileserver --tag nightly srv >/dev/null 2>&1
