# The nightly ingest of a community solar co-op's rooftop meters (Python with structlog 26 from
# PyPI, JSON renderer): 48 meters' exports of three days, one JSON object a line ('batch_started',
# 'export_opened', 'reading_ingested' with kWh, unit, peak watts and firmware, 'meter_done',
# 'batch_committed'). Meter SOL-0233 got firmware 3.0 overnight and now exports Wh: its last two readings
# come in as kwh in the thousands with unit 'Wh', in the middle of the stream, and the batch total
# and payout at the end are inflated by them. Exit 0.
mkdir -p exports
python3 - <<'PY'
import random
random.seed(231)
for m in range(101, 101 + 48 * 3, 3):
    meter = f"SOL-{m:04d}"
    fw = "2.7.1" if m % 2 else "2.8.0"
    with open(f"exports/{meter}.csv", "w") as f:
        f.write("day,export,unit,peak_w,firmware\n")
        for d in (12, 13, 14):
            kwh = round(random.uniform(6, 31), 3)
            unit = "kWh"
            if meter == "SOL-0233" and d >= 13:
                fw, unit, kwh = "3.0.0", "Wh", round(kwh * 1000, 1)
            f.write(f"2024-06-{d},{kwh},{unit},{random.randint(1800, 7400)},{fw}\n")
PY
