# A dental practice, Castlegate Dental Care (three surgeries), texts every patient the evening
# before an appointment. Its booking system queues one Celery task a reminder (task id appt-<id>, so
# a re-run of the nightly job does not text anyone twice) on the practice server's Redis; a Celery
# worker (Debian's celery 5.2, one process, as nobody) sends each text through the SMS provider's
# client. reminders.py carries a guard added in June after a complaint about double texts: no number
# is texted twice within ten minutes (a Redis key per number). Families share a mobile: Joanne Firth
# (09:00) and her son Oliver (09:20) are both booked for Tuesday morning with the same number, so
# Oliver's reminder is 'not sent, +447700900518 texted in last 10 min', a result in the same form
# as the routine 'not sent, no mobile on file' and 'not sent, SMS opt-out' ones; he misses his
# appointment. smsgateway.py stands in for the provider's HTTP API (accepts, returns a message id
# after a round trip of a few hundred milliseconds).
port=$(free_port)
echo "$port" > port
cat > reminders.py <<'PY'
"""Castlegate Dental Care: appointment reminder texts (Celery worker)."""
import os

import redis
from celery import Celery

import smsgateway

BROKER = os.environ.get("REMINDERS_BROKER", "redis://127.0.0.1:6379/0")
app = Celery("reminders", broker=BROKER)
app.conf.update(timezone="Europe/London")
recent = redis.Redis.from_url(BROKER)

TEXT = ("Castlegate Dental Care: reminder of your appointment with {clinician} tomorrow at {when}. "
        "Reply C to cancel or call 01924 555 310.")


@app.task(name="reminders.send_reminder")
def send_reminder(appt, when, patient, clinician, mobile, sms_optout):
    who = f"appt {appt} {when} {patient}"
    if sms_optout:
        return f"{who}: not sent, SMS opt-out"
    if not mobile:
        return f"{who}: not sent, no mobile on file (reception phone list)"
    # June 2025 complaint (patient texted twice): one text per number per 10 minutes
    if not recent.set(f"sms:recent:{mobile}", appt, nx=True, ex=600):
        return f"{who}: not sent, {mobile} texted in last 10 min"
    msg_id = smsgateway.send(mobile, TEXT.format(clinician=clinician, when=when))
    return f"{who}: sent to {mobile} (msg {msg_id})"
PY
cat > smsgateway.py <<'PY'
"""Client for the practice's SMS provider (stands in for its HTTP API: accepts the message and
returns the provider's message id after a round trip)."""
import hashlib
import time


def send(to, text):
    digest = hashlib.sha1(f"{to}|{text}".encode()).hexdigest()
    time.sleep(0.15 + int(digest[:2], 16) / 600)
    return digest[:8].upper()
PY
cat > appointments.csv <<'CSV'
appt,when,patient,clinician,mobile,sms_optout
5511,08:40,D. Shaw,Dr Patel,+447700900146,0
5512,08:45,A. Hussain,Dr Okafor,+447700900377,0
5514,09:00,J. Firth,Dr Patel,+447700900518,0
5515,09:00,M. Kaye,Hygienist (Sarah),+447700900263,0
5517,09:10,R. Bamforth,Dr Okafor,,0
5518,09:20,O. Firth,Dr Patel,+447700900518,0
5519,09:30,T. Nowak,Hygienist (Sarah),+447700900804,0
5520,09:40,P. Haigh,Dr Okafor,+447700900631,0
5522,10:00,C. Barraclough,Dr Patel,+447700900092,0
5523,10:20,G. Sutcliffe,Hygienist (Sarah),+447700900455,1
5525,10:30,S. Lumb,Dr Okafor,+447700900719,0
5526,11:00,K. Ackroyd,Dr Patel,+447700900338,0
5528,11:20,I. Begum,Hygienist (Sarah),+447700900587,0
5529,11:40,D. Holroyd,Dr Okafor,,0
5531,12:00,M. O'Hara,Dr Patel,+447700900901,0
5532,14:00,B. Dyson,Dr Okafor,+447700900274,0
5534,14:30,L. Mellor,Hygienist (Sarah),+447700900660,0
CSV
cat > queue_reminders.py <<'PY'
"""The booking system's nightly job: queue tomorrow's reminder texts, one task an appointment."""
import csv

from reminders import send_reminder

with open("appointments.csv", newline="") as f:
    for row in csv.DictReader(f):
        send_reminder.apply_async(
            (int(row["appt"]), row["when"], row["patient"], row["clinician"], row["mobile"],
             row["sms_optout"] == "1"),
            task_id=f"appt-{row['appt']}")
PY
chmod o+x "$WORK" "$WORK/k39" "$PWD"
chmod -R a+rX .
