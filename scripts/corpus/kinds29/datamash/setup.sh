# A week of half-hourly readings from a regional weather network (48 stations, 7 days, ~16,000
# rows: station, date, time, temperature, rain, gust), exported from the network's database as
# CSV. The agent builds the daily summary with GNU datamash 1.7 (grouped by station and date,
# with header): one row per station and day. Station LUX-ECH-07's logger wrote the sensor's
# -9999 'no value' sentinel for a stretch of 14 June instead of leaving the field empty, so its
# row in the middle has min(temp_c) -9999 and a mean of -822 degrees; every other row
# looks like June.
python3 - <<'PY'
import random, math
random.seed(714)
stations = [f"{r}-{n:02d}" for r in ["LUX-ECH", "LUX-DIE", "LUX-CLE", "LUX-REM", "LUX-ESC", "LUX-MER"] for n in range(1, 9)]
L = ["station,date,time,temp_c,rain_mm,gust_ms"]
for s in stations:
    base = random.uniform(12, 17)
    for d in range(10, 17):
        for m in range(0, 1440, 30):
            t = base + 6 * math.sin((m - 540) / 1440 * 2 * math.pi) + random.uniform(-0.8, 0.8)
            temp = f"{t:.1f}"
            if s == "LUX-ECH-07" and d == 14 and 600 <= m < 720:
                temp = "-9999"
            rain = f"{random.choice([0, 0, 0, 0, 0.1, 0.2, 0.4, 1.2]):.1f}"
            L.append(f"{s},2024-06-{d:02d},{m // 60:02d}:{m % 60:02d},{temp},{rain},{random.uniform(0, 14):.1f}")
open("readings-2024-w24.csv", "w").write("\n".join(L) + "\n")
PY
