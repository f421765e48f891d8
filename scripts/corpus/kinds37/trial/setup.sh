# A county library service's loan rules (loans, Python): due dates by item type, renewals and
# overdue charges, with a test module a rule of the 2025 lending policy. The library is closed on
# Sundays and bank holidays, and a due date that falls on a closed day moves to the next open day;
# lib/loans.py only moves Sundays, so a book borrowed on Monday 4 August 2025 (21 days: the August
# bank holiday, Monday 25) comes back due on the holiday. Twisted's trial (python3-twisted, Debian)
# runs the tests with its default verbose reporter.
python3 - <<'PY'
import datetime as dt, os
os.makedirs("loans/test", exist_ok=True)
open("loans/__init__.py", "w").close()
open("loans/test/__init__.py", "w").close()
with open("loans/rules.py", "w") as f:
    f.write('''"""Lending rules of the county library service, 2025 policy."""
import datetime as dt

PERIODS = {"book": 21, "audiobook": 21, "dvd": 7, "quick-choice": 14, "music-score": 28}
BANK_HOLIDAYS = {dt.date(2025, 4, 18), dt.date(2025, 4, 21), dt.date(2025, 5, 5),
                 dt.date(2025, 5, 26), dt.date(2025, 8, 25), dt.date(2025, 12, 25),
                 dt.date(2025, 12, 26)}
DAILY_CHARGE = {"book": 25, "audiobook": 25, "dvd": 100, "quick-choice": 50, "music-score": 25}
CHARGE_CAP = {"book": 600, "audiobook": 600, "dvd": 1000, "quick-choice": 800, "music-score": 600}
MAX_RENEWALS = 3


def due_date(kind, borrowed):
    """The day the item is due back: the loan period, moved on past a day the library is closed."""
    due = borrowed + dt.timedelta(days=PERIODS[kind])
    while due.weekday() == 6:
        due += dt.timedelta(days=1)
    return due


def may_renew(renewals, reserved, blocked):
    return not reserved and not blocked and renewals < MAX_RENEWALS


def overdue_charge(kind, due, returned, concession):
    """Pence owed for a late return: a daily charge, capped; under-18s and over-60s pay nothing."""
    if concession or returned <= due:
        return 0
    days = (returned - due).days
    return min(days * DAILY_CHARGE[kind], CHARGE_CAP[kind])
''')

holidays = {dt.date(2025, 4, 18), dt.date(2025, 4, 21), dt.date(2025, 5, 5), dt.date(2025, 5, 26),
            dt.date(2025, 8, 25), dt.date(2025, 12, 25), dt.date(2025, 12, 26)}
periods = {"book": 21, "audiobook": 21, "dvd": 7, "quick-choice": 14, "music-score": 28}
def expected_due(kind, b):
    d = b + dt.timedelta(days=periods[kind])
    while d.weekday() == 6 or d in holidays:
        d += dt.timedelta(days=1)
    return d

lines = ["import datetime as dt\n", "from twisted.trial import unittest\n", "from loans import rules\n\n"]
lines.append("\nclass DueDateTests(unittest.TestCase):\n")
start = dt.date(2025, 6, 30)
for kind in ("book", "dvd"):
    for i in range(0, 48):
        b = start + dt.timedelta(days=i)
        if b.weekday() == 6:
            continue
        e = expected_due(kind, b)
        name = f"test_{kind.replace('-', '_')}_borrowed_{b:%Y_%m_%d}"
        lines.append(f"    def {name}(self):\n        self.assertEqual(rules.due_date({kind!r}, dt.date({b.year}, {b.month}, {b.day})), dt.date({e.year}, {e.month}, {e.day}))\n\n")
lines.append("\nclass RenewalTests(unittest.TestCase):\n")
n = 0
for renewals in range(0, 5):
    for reserved in (False, True):
        for blocked in (False, True):
            exp = (not reserved) and (not blocked) and renewals < 3
            name = f"test_renewal_{renewals}_{'reserved' if reserved else 'free'}_{'blocked' if blocked else 'clear'}"
            lines.append(f"    def {name}(self):\n        self.assertEqual(rules.may_renew({renewals}, {reserved}, {blocked}), {exp})\n\n")
lines.append("\nclass ChargeTests(unittest.TestCase):\n")
daily = {"book": 25, "audiobook": 25, "dvd": 100, "quick-choice": 50, "music-score": 25}
cap = {"book": 600, "audiobook": 600, "dvd": 1000, "quick-choice": 800, "music-score": 600}
for kind in ("audiobook", "book", "dvd", "music-score", "quick-choice"):
    for late in (0, 1, 3, 7, 14, 30):
        for conc in (False, True):
            exp = 0 if conc or late == 0 else min(late * daily[kind], cap[kind])
            name = f"test_{kind.replace('-', '_')}_{late}_days_late_{'concession' if conc else 'adult'}"
            lines.append(f"    def {name}(self):\n        due = dt.date(2025, 9, 1)\n        self.assertEqual(rules.overdue_charge({kind!r}, due, due + dt.timedelta(days={late}), {conc}), {exp})\n\n")
with open("loans/test/test_rules.py", "w") as f:
    f.write("".join(lines))
PY
