"""Repeat-prescription refills of a small-animal veterinary practice: reads the day's requests,
works out each dose from the patient's weight on file and queues the refill for the dispensary.
Logs one JSON object a line (python-json-logger) for the practice's log shipper."""
import argparse
import json
import logging
import sys

from pythonjsonlogger import jsonlogger

FORMULARY = {  # mg per kg per dose, and the most a single dose may be
    "meloxicam": (0.05, 2.0), "gabapentin": (10.0, 600.0), "amoxicillin-clavulanate": (12.5, 500.0),
    "levothyroxine": (0.02, 0.8), "methimazole": (0.125, 5.0), "furosemide": (1.0, 80.0),
    "prednisolone": (0.5, 40.0), "carprofen": (2.0, 100.0), "phenobarbital": (2.5, 120.0), "trilostane": (1.0, 60.0),
}

log = logging.getLogger("refills")
handler = logging.StreamHandler(sys.stdout)
handler.setFormatter(jsonlogger.JsonFormatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
log.addHandler(handler)
log.setLevel(logging.INFO)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--date", required=True)
    ap.add_argument("requests")
    a = ap.parse_args()
    with open(a.requests) as f:
        reqs = json.load(f)
    log.info("refill run started", extra={"run_date": a.date, "requests": len(reqs), "branch": "Millbrook"})
    queued = held = 0
    for r in reqs:
        per_kg, max_dose = FORMULARY[r["drug"]]
        dose = round(per_kg * r["patient"]["weight_kg"], 3)
        entry = {"request_id": r["id"], "patient": r["patient"], "owner_id": r["owner_id"],
                 "drug": {"name": r["drug"], "mg_per_kg": per_kg, "dose_mg": dose, "doses": r["doses"]},
                 "prescriber": r["prescriber"]}
        if dose > max_dose:
            entry["drug"]["formulary_max_mg"] = max_dose
            entry["action"] = "held for vet review"
            log.warning("refill held", extra=entry)
            held += 1
            continue
        entry["action"] = "queued for dispensary"
        log.info("refill queued", extra=entry)
        queued += 1
    log.info("refill run finished", extra={"run_date": a.date, "queued": queued, "held": held})


if __name__ == "__main__":
    main()
