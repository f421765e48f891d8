# The snapshot pruning script of a photo studio's backup server (bash, prune.sh DIR DAYS), tested
# with bats 1.8 (Debian) and --print-output-on-failure, TAP when not a terminal: ten client
# folders, each with ~30 tests of which snapshots are pruned at 7, 14, 30 and 90 days and that
# the newer ones survive: '1..N' and ~330 'ok N ...' lines. In the middle one test prunes under a
# folder whose name has a space ('location shoots'): prune.sh's unquoted $(ls -d ...) splits it, so
# 'not ok ... 'location shoots' folder: prunes 2024-01-02 at 30 days ...', '# (in test file
# test/location.bats, line ...)', the failed assertion and '# Last output:' with rm's
# "cannot remove" lines. Exit 1.
mkdir -p test
python3 - <<'PY'
import datetime, random
random.seed(330)
clients = ["portraits", "products", "location", "schools", "events", "architecture", "pets", "fashion",
           "food", "headshots"]
today = datetime.date(2024, 3, 31)
for c in clients:
    L = ["setup() {", f"  ROOT=\"$BATS_TEST_TMPDIR/{c}\"", "  mkdir -p \"$ROOT\"", "}", ""]
    seen = set()
    for k in range(random.randint(30, 36)):
        days = random.choice([7, 14, 30, 90])
        old = today - datetime.timedelta(days=days + random.randint(1, 40))
        new = today - datetime.timedelta(days=random.randint(0, days))
        if c == "location" and k == 11:
            days, old = 30, datetime.date(2024, 1, 2)
        name = f"{c}: prunes {old} at {days} days, keeps {new}"
        if name in seen:
            continue
        seen.add(name)
        if c == "location" and k == 11:
            L += [f'@test "location: \'location shoots\' folder: prunes {old} at {days} days, keeps {new}" {{',
                  '  ROOT="$BATS_TEST_TMPDIR/location shoots"; mkdir -p "$ROOT"']
        else:
            L += [f'@test "{name}" {{']
        L += [f'  mkdir -p "$ROOT/{old}" "$ROOT/{new}"',
              f'  TODAY=2024-03-31 run ./prune.sh "$ROOT" {days}',
              '  [ "$status" -eq 0 ]',
              f'  [ ! -e "$ROOT/{old}" ]',
              f'  [ -d "$ROOT/{new}" ]',
              '}', '']
    open(f"test/{c}.bats", "w").write("\n".join(L))
PY
