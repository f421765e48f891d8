# The timetable checker of a secondary school (a bash script, ttcheck.sh) with its shUnit2 2.1 suite:
# generated fixtures for the autumn term, one clean timetable per year group and one broken
# timetable per kind of clash (double-booked rooms, teachers in two places, unknown days). The
# clash tests pass and let the script's 'ERROR: ...' lines through to the terminal: hundreds of
# them, all expected. The timetable of year 11 got a tenth period this term (a late science lab on
# Thursdays), which the checker's period pattern rejects: testYear11ALessonCount fails with
# 'expected:<35> but was:<34>', and the script's own 'period '10' out of range 1-9' line is just
# above the ASSERT (coloured: the suite sets SHUNIT_COLOR=always for the CI log). The agent runs
# the suite.
python3 - <<'PY'
import random
random.seed(2024)
days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
subjects = ["Maths", "English", "German", "French", "Biology", "Chemistry", "Physics", "History",
            "Geography", "Art", "Music", "PE", "Computing", "Religion", "Latin", "Economics"]
teachers = [f"T{i:02d}" for i in range(1, 61)]
rooms = [f"R{b}{i:02d}" for b in "ABC" for i in range(1, 21)] + ["LAB1", "LAB2", "LAB3", "GYM1", "GYM2"]
tests = ["#!/bin/bash", "# shUnit2 suite for ttcheck.sh (autumn term fixtures in tests/fixtures)", "SHUNIT_COLOR=always", ""]
years = [5, 6, 7, 8, 9, 10, 11, 12]
import os
os.makedirs("tests/fixtures", exist_ok=True)
for y in years:
    rows = ["class;day;period;subject;teacher;room"]
    count = {}
    used_r, used_t = set(), set()
    for c in "ABC":
        cls = f"{y}{c}"
        cnt = 0
        for d in days:
            for p in range(1, 8 if y < 10 else 9):
                if random.random() < 0.15: continue
                for _ in range(50):
                    t, r = random.choice(teachers), random.choice(rooms)
                    if (d, p, t) not in used_t and (d, p, r) not in used_r: break
                used_t.add((d, p, t)); used_r.add((d, p, r))
                rows.append(f"{cls};{d};{p};{random.choice(subjects)};{t};{r}"); cnt += 1
        if y == 11 and c == "A":
            rows.append(f"{cls};Thu;10;Chemistry;T07;LAB2"); cnt += 1
        count[cls] = cnt
    open(f"tests/fixtures/year{y}.csv", "w").write("\n".join(rows) + "\n")
    for c in "ABC":
        cls = f"{y}{c}"
        want = count[cls]
        tests += [f"testYear{y}{c}LessonCount() {{",
                  f"  count=$(./ttcheck.sh tests/fixtures/year{y}.csv {cls} | wc -l)",
                  f"  assertEquals 'lessons exported for {cls}' {want} \"$count\"", "}", ""]
    # broken timetables: clashes the checker must report
    for kind in ["rooms", "teachers", "days"]:
        b = ["class;day;period;subject;teacher;room"]
        for i in range(random.randint(14, 24)):
            d, p = random.choice(days), random.randint(1, 8)
            t, r = random.choice(teachers), random.choice(rooms)
            b.append(f"{y}A;{d};{p};{random.choice(subjects)};{t};{r}")
            if kind == "rooms":
                b.append(f"{y}B;{d};{p};{random.choice(subjects)};{random.choice(teachers)};{r}")
            elif kind == "teachers":
                b.append(f"{y}C;{d};{p};{random.choice(subjects)};{t};{random.choice(rooms)}")
            else:
                b.append(f"{y}B;{random.choice(['Sat', 'Sun', 'mon', 'Thur'])};{p};{random.choice(subjects)};{t};{r}")
        open(f"tests/fixtures/year{y}-clash-{kind}.csv", "w").write("\n".join(b) + "\n")
        tests += [f"testYear{y}Clash{kind.capitalize()}Reported() {{",
                  f"  ./ttcheck.sh tests/fixtures/year{y}-clash-{kind}.csv >/dev/null",
                  f"  assertEquals 'exit status for year{y}-clash-{kind}.csv' 2 $?", "}", ""]
tests += ["oneTimeSetUp() {", "  cd \"$(dirname \"$0\")/..\" || exit 1", "}", "", ". /usr/share/shunit2/shunit2", ""]
open("tests/test_ttcheck.sh", "w").write("\n".join(tests))
PY
chmod +x tests/test_ttcheck.sh
