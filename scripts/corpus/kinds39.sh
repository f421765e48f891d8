# Cases of session 38 (kinds39): tools the corpus lacked, made before any shaping.
# One table (KINDS39, below), run by table.sh's table_all; a row's setup folder is under
# scripts/corpus/kinds39/.
# Log: a Celery worker sending a dental practice's appointment reminder texts, one reminder 'not
# sent, +447700900518 texted in last 10 min' (a mother and her son share a mobile, and a guard
# against double texts drops his) in the same form as the routine results.
# Terminal: testparm -s -d 2 on a primary school's smb.conf brought over from Samba 3.6, the new
# safeguarding share's 'Unknown parameter encountered: "valid user"' (a typo for valid users) among the
# routine unknown 'write cache size' lines in the same form, then 'Loaded services file OK.': the
# share is open to every account.
# Needs, beyond regen.sh's list (Debian 12 packages): celery (python3-celery) and python3-redis,
# redis-server, samba-common-bin (testparm). The celery row watches its worker for under 30 seconds;
# Redis and the worker bind 127.0.0.1 only and every loop is bounded.
# Sourced by regen.sh (sets WORK, OUT, record).

KINDS39_DIR="$ROOT/scripts/corpus/kinds39"

# The table: id, tool, setup folder, command, description; one case a line, tab-separated.
read -r -d '' KINDS39 <<'TSV' || true
celery-dental-reminders-shared-mobile-skipped	log	celery	celery -A reminders worker --loglevel=INFO --concurrency=1 -n reminders@castlegate	A Celery worker (Debian's celery 5.2.6 with a Redis broker on 127.0.0.1, one prefork process, as nobody) sending a dental practice's appointment reminder texts (Castlegate Dental Care: the booking system's nightly job queues one reminders.send_reminder task an appointment, task id appt-<id>), watched from start-up to Ctrl-C: the banner ('reminders@castlegate v5.2.6 (dawn-chorus)', transport redis://127.0.0.1:PORT/0, concurrency 1), 'Connected to redis', mingle, 'reminders@castlegate ready.', then for each of Tuesday's 17 appointments 'Task reminders.send_reminder[appt-5511] received' and 'Task reminders.send_reminder[appt-5511] succeeded in 0.2051...s: 'appt 5511 08:40 D. Shaw: sent to +447700900146 (msg 1E294683)'' (INFO/ForkPoolWorker-1), up to four received ahead; routine results besides 'sent to' are two 'not sent, no mobile on file (reception phone list)' (lines 36 and 54) and one 'not sent, SMS opt-out' (line 46); in the middle (line 37 of 61) 'appt 5518 09:20 O. Firth: not sent, +447700900518 texted in last 10 min', in the same form: a guard added after a complaint about double texts (one text per number per 10 minutes, a Redis key per number) dropped the reminder because his mother's reminder (line 32, 'appt 5514 09:00 J. Firth: sent to +447700900518 (msg 1FC1ECDA)') had gone to the same family mobile under a second earlier, so the boy gets no reminder and misses his appointment; every task 'succeeded', nothing is logged at WARNING or ERROR; Ctrl-C: 'worker: Hitting Ctrl+C again will terminate all running tasks!' and 'worker: Warm shutdown (MainProcess)'; exit 0.
testparm-school-safeguarding-share-valid-user-typo	terminal	testparm	testparm -s -d 2 smb.conf	testparm -s -d 2 smb.conf (Samba 4.17, Debian's samba-common-bin) on a primary school's file server config (Lowfield Primary, a standalone server: home folders, staff, office, head, SENCo, curriculum, assessment, safeguarding, the seven class shares, photos, software, scans), brought over from the old Samba 3.6 box when it was rebuilt: the debug level prints 'Processing section "[year3]"' for each share, and 15 of the 18 shares still carry the old tuning line 'write cache size = 262144', removed from Samba long ago and harmless, so nearly every section is followed by 'Unknown parameter encountered: "write cache size"' and 'Ignoring unknown parameter "write cache size"' (lines 4 to 50, after two 'lpcfg_do_global_parameter: WARNING: The "encrypt passwords" option is deprecated' lines); in the middle of them (lines 25 to 27) 'Processing section "[safeguarding]"', 'Unknown parameter encountered: "valid user"' and 'Ignoring unknown parameter "valid user"', in the same form: the new share for the Designated Safeguarding Leads was typed 'valid user = @dsl', one letter short of 'valid users', so the restriction is dropped and every account on the server (teaching assistants, the office, the pupils' class logons) can open the safeguarding files; then 'Loaded services file OK.' (line 54), 'Server role: ROLE_STANDALONE' and the dump of the effective config, where [safeguarding] (lines 140 to 146) has browseable, comment, masks, path and 'read only = No' but no valid users line, unlike every other share around it; exit 0.
TSV

kinds39_all() {
  table_all "$KINDS39_DIR" k39 "$KINDS39"
}
