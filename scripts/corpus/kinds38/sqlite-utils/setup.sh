# A community pharmacy's two vaccine fridges (Fridge 1 in the dispensary, Fridge 2 in the
# consultation room, flu and COVID-19 vaccines for the autumn clinics) each have a data logger that
# records the temperature every 15 minutes in local time; the pharmacist downloads both loggers
# into one CSV (readings.csv: fridge, taken, temp_c) and loads it with sqlite-utils (Debian's
# sqlite-utils 3.30) to check the cold chain, 2 to 8 °C, day by day. A day has 96 readings; the day
# the clocks go back (26 October) has 100, and the last day stops at the morning's download. On
# Sunday 19 October Fridge 2's logger battery went flat at 01:15 and was replaced at 09:45: that day
# has 62 readings, first and last at the usual times and every one of them in range, so the only sign
# that eight and a half hours of the cold chain are unrecorded is the count.
python3 - <<'PY'
import csv, datetime as dt, random
random.seed(38)
fridges = ["Fridge 1 (dispensary)", "Fridge 2 (consultation room)"]
start, end = dt.datetime(2025, 10, 1, 0, 0), dt.datetime(2025, 11, 14, 9, 30)
rows = []
for fr in fridges:
    t = start
    temp = 4.6 if fr.startswith("Fridge 1") else 5.1
    while t <= end:
        stamps = [t]
        if t.date() == dt.date(2025, 10, 26) and t.hour == 1:   # 01:00-01:59 happens twice
            stamps = [t, t]
        for s in stamps:
            temp += random.uniform(-0.25, 0.25) + (4.8 - temp) * 0.15
            reading = temp
            if 9 <= s.hour <= 17 and random.random() < 0.08:     # door opened for stock
                reading = temp + random.uniform(0.8, 2.2)
            reading = max(2.6, min(7.7, reading))
            gap = (fr.startswith("Fridge 2") and s.date() == dt.date(2025, 10, 19)
                   and dt.time(1, 15) <= s.time() < dt.time(9, 45))
            if not gap:
                rows.append((fr, s.strftime("%Y-%m-%d %H:%M:%S"), f"{reading:.1f}"))
        t += dt.timedelta(minutes=15)
rows.sort(key=lambda r: (r[1], r[0]))
with open("readings.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["fridge", "taken", "temp_c"])
    w.writerows(rows)
PY
sqlite-utils insert fridges.db readings readings.csv --csv --detect-types >/dev/null
