"""Nightly reconciliation of a food bank's donation intake (loguru, serialized JSON lines)."""
import csv
import glob
import os
import sys

from loguru import logger

logger.remove()
logger.add(sys.stdout, serialize=True, level="INFO")


def parse_weight(raw):
    value, unit = raw.split()
    kg = float(value)
    if unit == "g":
        kg /= 1000
    elif unit != "kg":
        raise ValueError(f"unknown unit {unit!r} in weight {raw!r}")
    return kg


def reconcile(path):
    batch = os.path.basename(path)[:-4]
    log = logger.bind(batch=batch)
    total = 0.0
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    for row in rows:
        total += parse_weight(row["weight"])
    log.info("batch {} reconciled: {} items, {:.1f} kg", batch, len(rows), total)
    return total


def main(folder):
    files = sorted(glob.glob(os.path.join(folder, "*.csv")))
    logger.info("reconciliation started: {} intake batches in {}", len(files), folder)
    ok, failed, kg = 0, [], 0.0
    for path in files:
        try:
            kg += reconcile(path)
            ok += 1
        except ValueError:
            logger.exception("batch {} could not be reconciled", os.path.basename(path)[:-4])
            failed.append(os.path.basename(path)[:-4])
    logger.info("reconciliation done: {} of {} batches, {:.1f} kg; failed: {}", ok, len(files), kg,
                ", ".join(failed) or "none")


if __name__ == "__main__":
    main(sys.argv[1])
