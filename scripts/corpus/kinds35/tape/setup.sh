# The loan rules of a county library service's branches (branch-loans, Node): loan periods by item
# kind and member type, renewals, and overdue fines with the branch's closed days not charged.
# The tests are generated, one tape test per case from the policy's tables (284), under
# test/; tape 5.10 from the npm registry is a project dependency. lib/rules.js still has the old
# exception of 2023 that charged a DVD returned one day late (no day's grace); the policy of 2024
# dropped it, so the one table row of a DVD one day late (adult member, no closed days, 0.00)
# fails with 1 against 0.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
python3 - <<'PY'
import math, os
os.makedirs("test", exist_ok=True)
kinds = ["book", "audiobook", "dvd", "magazine", "quick-pick", "board-game"]
period = {"book": 21, "audiobook": 21, "dvd": 7, "magazine": 7, "quick-pick": 7, "board-game": 14}
daily = {"book": 0.25, "audiobook": 0.25, "dvd": 1.0, "magazine": 0.1, "quick-pick": 0.5, "board-game": 0.5}
cap = {"book": 6.0, "audiobook": 6.0, "dvd": 10.0, "magazine": 2.0, "quick-pick": 5.0, "board-game": 8.0}
maxr = {"book": 3, "audiobook": 3, "dvd": 1, "magazine": 1, "quick-pick": 0, "board-game": 2}
hdr = "'use strict';\nconst test = require('tape');\nconst { loanDays, fine, canRenew } = require('../lib/rules');\n\n"
with open("test/loans.test.js", "w") as f:
    f.write(hdr)
    for k in kinds:
        for m in ["adult", "child", "concession", "housebound", "staff"]:
            exp = period[k] * (2 if m == "housebound" else 1)
            f.write(f"test('loan period: {k}, {m} member, {exp} days', (t) => {{\n  t.equal(loanDays('{k}', '{m}'), {exp});\n  t.end();\n}});\n\n")
    f.write("test('loan period: local-history is reference only', (t) => {\n  t.equal(loanDays('local-history', 'adult'), 0);\n  t.end();\n});\n\n")
with open("test/renewals.test.js", "w") as f:
    f.write(hdr)
    for k in kinds:
        for r in range(0, 4):
            for res in (False, True):
                exp = (not res) and r < maxr[k]
                word = "reserved by another member" if res else "no reservation"
                verdict = "allowed" if exp else "refused"
                f.write(f"test('renewal: {k} renewed {r} times, {word}: {verdict}', (t) => {{\n  t.equal(canRenew('{k}', {r}, {str(res).lower()}), {str(exp).lower()});\n  t.end();\n}});\n\n")
# the policy table: a day's grace for every kind, DVDs included
with open("test/fines.test.js", "w") as f:
    f.write(hdr)
    n = 0
    for k in kinds:
        for m in ["adult", "concession", "child"]:
            for late in [1, 2, 3, 5, 8, 12, 20, 30, 45]:
                if k == "dvd" and late == 1 and m != "adult":
                    continue
                for closed in ([0, 1, 2] if k == "book" else [0]):
                    if closed >= late:
                        continue
                    days = max(0, late - closed - 1)
                    amt = min(cap[k], days * daily[k])
                    if m == "concession":
                        amt = math.floor(amt * 50 + 0.5) / 100
                    elif m == "child":
                        amt = 0
                    else:
                        amt = math.floor(amt * 100 + 0.5) / 100
                    n += 1
                    f.write(f"test('fine: {k}, {m} member, returned {late} days late, {closed} closed days: {amt:.2f}', (t) => {{\n  t.equal(fine('{k}', '{m}', {late}, {closed}), {amt});\n  t.end();\n}});\n\n")
PY
