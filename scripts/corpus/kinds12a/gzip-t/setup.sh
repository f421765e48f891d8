# Two years of rotated access logs; the copy of 2026-07-19 was cut short by a full disk.
mkdir -p logs
python3 - <<'PY'
import datetime, gzip, random
random.seed(7)
d = datetime.date(2025, 1, 1)
while d <= datetime.date(2026, 11, 30):
    lines = "".join(f"127.0.0.1 - - [{d}] \"GET /api/{random.randint(1,999)} HTTP/1.1\" 200 {random.randint(100,9999)}\n" for _ in range(120))
    with gzip.open(f"logs/access-{d}.log.gz", "wb") as f:
        f.write(lines.encode())
    d += datetime.timedelta(days=1)
PY
python3 -c "p='logs/access-2026-07-19.log.gz'; b=open(p,'rb').read(); open(p,'wb').write(b[:len(b)*2//3])"
