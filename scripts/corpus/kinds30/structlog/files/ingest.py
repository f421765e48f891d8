"""Nightly ingest of a community solar co-op's rooftop meter exports (structlog, JSON lines)."""
import csv
import glob
import os
import sys

import structlog

structlog.configure(
    processors=[
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        structlog.processors.JSONRenderer(),
    ],
    logger_factory=structlog.PrintLoggerFactory(sys.stdout),
)
log = structlog.get_logger(job="meter-ingest", coop="sunroof-coop")

FEED_IN_EUR_PER_KWH = 0.082


def to_kwh(value, unit):
    # every meter exported kWh until now; the firmware's unit column is only informational
    return float(value)


def main(folder):
    files = sorted(glob.glob(os.path.join(folder, "*.csv")))
    log.info("batch_started", export_dir=folder, files=len(files))
    total = 0.0
    for path in files:
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
        meter = os.path.basename(path)[:-4]
        log.debug("export_opened", meter=meter, rows=len(rows), firmware=rows[0]["firmware"])
        for r in rows:
            kwh = to_kwh(r["export"], r["unit"])
            total += kwh
            log.info("reading_ingested", meter=meter, day=r["day"], kwh=round(kwh, 3), unit=r["unit"],
                     peak_w=int(r["peak_w"]), firmware=r["firmware"])
        log.info("meter_done", meter=meter, days=len(rows))
    log.info("batch_committed", meters=len(files), kwh_total=round(total, 1),
             payout_eur=round(total * FEED_IN_EUR_PER_KWH, 2))


if __name__ == "__main__":
    main(sys.argv[1])
