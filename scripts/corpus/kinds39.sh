# Cases of session 38 (kinds39): tools the corpus lacked, made before any shaping.
# One table (KINDS39, below), run by table.sh's table_all; a row's setup folder is under
# scripts/corpus/kinds39/.
# Log: a Celery worker sending a dental practice's appointment reminder texts, one reminder 'not
# sent, +447700900518 texted in last 10 min' (a mother and her son share a mobile, and a guard
# against double texts drops his) in the same form as the routine results.
# Needs, beyond regen.sh's list (Debian 12 packages): celery (python3-celery) and python3-redis,
# redis-server. The celery row watches its worker for under 30 seconds; Redis and the worker bind
# 127.0.0.1 only and every loop is bounded.
# Sourced by regen.sh (sets WORK, OUT, record).

KINDS39_DIR="$ROOT/scripts/corpus/kinds39"

# The table: id, tool, setup folder, command, description; one case a line, tab-separated.
read -r -d '' KINDS39 <<'TSV' || true
celery-dental-reminders-shared-mobile-skipped	log	celery	celery -A reminders worker --loglevel=INFO --concurrency=1 -n reminders@castlegate	A Celery worker (Debian's celery 5.2.6 with a Redis broker on 127.0.0.1, one prefork process, as nobody) sending a dental practice's appointment reminder texts (Castlegate Dental Care: the booking system's nightly job queues one reminders.send_reminder task an appointment, task id appt-<id>), watched from start-up to Ctrl-C: the banner ('reminders@castlegate v5.2.6 (dawn-chorus)', transport redis://127.0.0.1:PORT/0, concurrency 1), 'Connected to redis', mingle, 'reminders@castlegate ready.', then for each of Tuesday's 17 appointments 'Task reminders.send_reminder[appt-5511] received' and 'Task reminders.send_reminder[appt-5511] succeeded in 0.2051...s: 'appt 5511 08:40 D. Shaw: sent to +447700900146 (msg 1E294683)'' (INFO/ForkPoolWorker-1), up to four received ahead; routine results besides 'sent to' are two 'not sent, no mobile on file (reception phone list)' (lines 36 and 54) and one 'not sent, SMS opt-out' (line 46); in the middle (line 37 of 61) 'appt 5518 09:20 O. Firth: not sent, +447700900518 texted in last 10 min', in the same form: a guard added after a complaint about double texts (one text per number per 10 minutes, a Redis key per number) dropped the reminder because his mother's reminder (line 32, 'appt 5514 09:00 J. Firth: sent to +447700900518 (msg 1FC1ECDA)') had gone to the same family mobile under a second earlier, so the boy gets no reminder and misses his appointment; every task 'succeeded', nothing is logged at WARNING or ERROR; Ctrl-C: 'worker: Hitting Ctrl+C again will terminate all running tasks!' and 'worker: Warm shutdown (MainProcess)'; exit 0.
TSV

kinds39_all() {
  table_all "$KINDS39_DIR" k39 "$KINDS39"
}
