# The pgTAP test files (generated): schema checks, the compatibility matrix, expiry dates and
# donation intervals. The expected values follow the blood service's rules, not the code.
mkdir -p t
python3 - <<'PY'
import datetime, random
random.seed(84)
def wrap(name, tests):
    L = ["BEGIN;", f"SELECT plan({len(tests)});", ""] + tests + ["", "SELECT * FROM finish();", "ROLLBACK;", ""]
    open(f"t/{name}", "w").write("\n".join(L))
T = []
cols = {"donors": [("id", "integer"), ("donor_no", "text"), ("blood_type", "text"), ("last_given", "date")],
        "units": [("id", "integer"), ("unit_no", "text"), ("donor_id", "integer"), ("component", "text"),
                  ("blood_type", "text"), ("collected_on", "date"), ("status", "text")],
        "red_cell_compat": [("recipient", "text"), ("donor", "text")]}
for t, cs in cols.items():
    T.append(f"SELECT has_table('{t}');")
    for c, ty in cs:
        T.append(f"SELECT has_column('{t}', '{c}');")
        T.append(f"SELECT col_type_is('{t}', '{c}', '{ty}');")
        if c not in ("last_given",):
            T.append(f"SELECT col_not_null('{t}', '{c}');")
T += ["SELECT has_function('compatible', ARRAY['text', 'text']);", "SELECT has_function('expires_on', ARRAY['text', 'date']);",
      "SELECT has_function('may_donate', ARRAY['date', 'date']);", "SELECT col_is_pk('donors', 'id');", "SELECT col_is_pk('units', 'id');",
      "SELECT fk_ok('units', 'donor_id', 'donors', 'id');", "SELECT col_is_unique('units', 'unit_no');", "SELECT col_is_unique('donors', 'donor_no');"]
wrap("01-schema.sql", T)
types = ["O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"]
def ok(r, d):
    abo = lambda t: set(t[:-1].replace("O", ""))
    return abo(d) <= abo(r) and (d[-1] == "-" or r[-1] == "+")
T = []
for r in types:
    for d in types:
        if ok(r, d):
            T.append(f"SELECT is(compatible('{r}', '{d}'), true, '{r} recipient can receive {d} red cells');")
        else:
            T.append(f"SELECT is(compatible('{r}', '{d}'), false, '{r} recipient must not receive {d} red cells');")
wrap("02-compatibility.sql", T)
T = []
life = {"red cells": 42, "platelets": 5}
for _ in range(90):
    comp = random.choice(["red cells", "platelets", "plasma"])
    day = datetime.date(2024, 1, 1) + datetime.timedelta(days=random.randint(0, 365))
    if comp == "plasma":
        try:
            exp = day.replace(year=day.year + 1)
        except ValueError:
            exp = datetime.date(day.year + 1, 2, 28)
    else:
        exp = day + datetime.timedelta(days=life[comp])
    T.append(f"SELECT is(expires_on('{comp}', '{day}'), '{exp}'::date, '{comp} collected {day} expire {exp}');")
wrap("03-expiry.sql", T)
T = []
for _ in range(80):
    last = datetime.date(2024, 1, 1) + datetime.timedelta(days=random.randint(0, 300))
    gap = random.randint(20, 140)
    today = last + datetime.timedelta(days=gap)
    want = "true" if gap >= 84 else "false"
    T.append(f"SELECT is(may_donate('{last}', '{today}'), {want}, 'last gave {last}, on {today} ({gap} days) may donate: {want}');")
wrap("04-donation-interval.sql", T)
PY
