# The pickup cut-off rules of a parcel courier (a small Python package, cutoff, with a pytest suite
# of ~50 tests) and its noxfile: a lint session (pyflakes) and the suite run once per depot time
# zone (UTC, Europe/London, America/New_York, Asia/Kolkata, Australia/Sydney, Pacific/Auckland),
# each in a fresh virtualenv. Generates the tests (order times around the 16:00 cut-off on
# weekdays and at weekends, expected from the depot's real clock).
python3 - <<'PY'
import datetime as dt
orders = ["09:00", "12:30", "15:00", "15:45", "16:45", "18:00", "23:30"]
days = {"2024-03-12": "tuesday", "2024-03-15": "friday", "2024-03-16": "saturday", "2024-06-18": "summer_tuesday", "2024-10-29": "autumn_tuesday"}
L = ["import datetime as dt", "import os", "from zoneinfo import ZoneInfo", "", "import pytest", "",
     "from cutoff import pickup_date, same_day", "", 'TZ = os.environ.get("DEPOT_TZ", "UTC")', "",
     "", "def utc(day, hhmm):", '    """The UTC time of HH:MM on the depot\'s own clock."""',
     "    local = dt.datetime.fromisoformat(f\"{day}T{hhmm}\").replace(tzinfo=ZoneInfo(TZ))",
     "    return local.astimezone(dt.timezone.utc)", "", "",
     "def expected(day, hhmm):",
     "    d = dt.date.fromisoformat(day)",
     "    same = d.weekday() < 5 and hhmm < \"16:00\"",
     "    p = d if same else d + dt.timedelta(days=1)",
     "    while p.weekday() >= 5:",
     "        p += dt.timedelta(days=1)",
     "    return same, p", "", ""]
for day, name in days.items():
    times = orders + ["16:10"] if name == "summer_tuesday" else orders
    L += [f"@pytest.mark.parametrize(\"hhmm\", {times!r})",
          f"def test_{name}_same_day(hhmm):",
          f"    assert same_day(utc(\"{day}\", hhmm), TZ) == expected(\"{day}\", hhmm)[0]", "", ""]
L += [f"@pytest.mark.parametrize(\"hhmm\", [\"10:00\", \"15:30\", \"17:00\"])",
      "def test_friday_pickup_date(hhmm):",
      "    assert pickup_date(utc(\"2024-03-15\", hhmm), TZ) == expected(\"2024-03-15\", hhmm)[1]", ""]
open("tests/test_cutoff.py", "w").write("\n".join(L))
PY
