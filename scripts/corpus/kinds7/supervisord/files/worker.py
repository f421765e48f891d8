"""A settlement worker: a journal marker while it runs; on start, a marker left by an unclean stop
means the journal is replayed first."""
import os
import signal
import sys
import time

n = sys.argv[1]
marker = f"journal/worker-{n}.open"
os.makedirs("journal", exist_ok=True)
job = 1
if os.path.exists(marker):
    with open(marker) as f:
        old_pid, last = f.read().split()
    print(f"worker-{n}: journal left open by pid {old_pid} (unclean shutdown); replaying 41 entries after job {last}")
    print(f"worker-{n}: recovery complete, 2 settlements re-queued, resuming at job {int(last) + 1}")
    job = int(last) + 1


def stop(signum, frame):
    os.remove(marker)
    print(f"worker-{n}: stopping after job {job - 1}, journal closed")
    sys.exit(0)


signal.signal(signal.SIGTERM, stop)
while True:
    with open(marker + ".tmp", "w") as f:
        f.write(f"{os.getpid()} {job}")
    os.replace(marker + ".tmp", marker)
    print(f"worker-{n}: settled job {job} (batch {job // 10}, 12 postings)")
    job += 1
    time.sleep(0.02)
