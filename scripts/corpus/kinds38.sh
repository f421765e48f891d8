# Cases of session 37 (kinds38): tools the corpus lacked, made before any shaping.
# One table (KINDS38, below), run by table.sh's table_all; a row's setup folder is under
# scripts/corpus/kinds38/.
# Log: SpamAssassin's spamd filtering a GP surgery's reception mailbox, the hospital's discharge
# summary (a patient's warfarin stopped) 'identified spam (5.6/5.0)' among the morning's pill and
# lottery spam, in the same form, and so sent to a junk folder nobody reads.
# Terminal: tox over a town council's allotment rents, one pytest failure (a quarter plot's concession
# rent truncated to whole pounds) in the middle of 118 verbose results, ignored by an ignore_outcome
# left in tox.ini, so the renewal letters are written anyway and the run ends 'congratulations :)'
# with exit 0.
# Needs, beyond regen.sh's list (Debian 12 packages): spamassassin and spamc, tox (3.28) with
# python3-pytest and flake8. The spamd row watches
# its daemon for under 60 seconds; it binds 127.0.0.1 only and every loop is bounded.
# Sourced by regen.sh (sets WORK, OUT, record).

KINDS38_DIR="$ROOT/scripts/corpus/kinds38"

# The table: id, tool, setup folder, command, description; one case a line, tab-separated.
read -r -d '' KINDS38 <<'TSV' || true
spamd-gp-surgery-discharge-summary-junked	log	spamd	spamd -x -L -C /usr/share/spamassassin --siteconfigpath=sa -H home -u nobody -m 1 --syslog=stderr -i 127.0.0.1:PORT	spamd (SpamAssassin 4.0.1, Debian's spamassassin) in the foreground, local tests only (-L), no Bayes, one child, logging to stderr, filtering a GP practice's shared reception mailbox (Brookfield Surgery: what it calls spam goes to a junk folder nobody reads), watched for about 43 seconds of Monday morning's mail: the start-up lines ('zoom: able to use 408/408 'body_0' compiled rules (100%)', 'server started on IO::Socket::IP [127.0.0.1]:PORT (running version 4.0.1)', the MTA's spamc ping), then for each of 32 messages 'connection from localhost [127.0.0.1]:PORT to port PORT, fd 4', 'checking message <Message-ID> for nobody:65534', 'clean message (0.0/5.0) for nobody:65534 in 0.1 seconds, 772 bytes.' or 'identified spam (19.0/5.0) ...' and a 'result:' line with the rules that fired, 'prefork: child states: I' between: patients' requests, the pathology lab, the pharmacy, NHS bulletins and a supplier clean, five pill, advance-fee, diet, lottery and replica-watch spams identified, five phishing and scam mails let through as clean (up to 4.0); in the middle (lines 81 to 83 of 145) the 17th message, St Anne's Hospital's electronic discharge summary for a patient whose warfarin was stopped ('checking message <edischarge-20251110-0417@stannes-hospital.nhs.uk> for nobody:65534'), is 'identified spam (5.6/5.0)' with 'result: Y  5 - DATE_IN_FUTURE_03_06,HTML_MESSAGE,MPART_ALT_DIFF' (the eDischarge server's clock runs five hours fast and its text part only says to read the HTML), in the same form as the spam around it, so it goes to the junk folder; the morning's mail goes on; Ctrl-C: 'server killed by SIGINT, shutting down'; exit 0.
tox-allotments-quarter-plot-concession-ignored	terminal	tox	tox	tox (Debian's tox 3.28, the system's pytest 7.2 and flake8 5 through sitepackages, nothing installed) over a town council's allotments package (allotments, Python: 2026 plot rents by size, the half-rent concession for pensioners and people on benefits, water charges by site, part-year rents, the waiting list and the renewal letters) with three environments: lint (flake8, silent, lines 1 to 3), py311 ('python -m pytest -v', 118 tests, one line each, 'tests/test_prorate.py::test_prorated_rent[full-oct] PASSED               [ 20%]') and letters; py311 still carries 'ignore_outcome = true' from a flaky test in September. In the middle (line 89 of 232) 'tests/test_rents.py::test_rent_2026[quarter-concession] FAILED           [ 65%]', because rents.py halves a concession rent with int() and drops the pence; after the last test the FAILURES block with 'E       AssertionError: assert Decimal('11') == Decimal('11.25')' (line 140), '1 failed, 117 passed' (line 146), 'WARNING: command failed but result from testenv is ignored' and the InvocationError (lines 147 and 148); then the letters environment writes the renewal letters anyway, one line a tenant ('renewals/IN08.txt: Pauline Akhtar, Ings Lane, full: rent £78.00 + water £12.00 = £90.00', 68 lines), the three quarter-plot concession tenants' at lines 201, 213 and 216 ('quarter (concession): rent £11 + water £0.00 = £11.00', 25p short, in the same form as the other concessions' '£39' and '£20'), a total a site and 'wrote 68 renewal letters for 2026 to renewals/'; the summary says 'lint: commands succeeded', 'py311: ignored failed command' (line 230), 'letters: commands succeeded' and 'congratulations :)' last; exit 0.
TSV

kinds38_all() {
  table_all "$KINDS38_DIR" k38 "$KINDS38"
}
