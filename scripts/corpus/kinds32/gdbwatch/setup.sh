# The box-office program of a small theatre (C, built here with gcc -g -O0), applying the day's
# booking file to five performances of one play, debugged with gdb in batch mode: a watch.gdb that
# stops once the bookings are loaded, sets a hardware watchpoint on the Saturday matinee's
# seats_left (-location) with 'bt 2; continue' as its commands, and lets the run go on. The output
# is the program's own stderr line per booking interleaved with 43 watchpoint hits ('Hardware
# watchpoint 2: -location perfs[2].seats_left', 'Old value = N', 'New value = M', the frame in sell()
# or refund() and the caller). Past the middle, a complimentary booking for a schools group
# (kind 'C', which skips the availability check in sell()) takes the matinee from 3 to -3:
# 'Old value = 3' / 'New value = -3' in sell(); later refunds and sales bring it back to 0, so the
# final table shows the matinee with 'comps  6 left   0' (126 seats given out of 120) and gdb
# reports the inferior exited normally. Exit 0.
gcc -g -O0 -o boxoffice boxoffice.c
python3 - <<'PY'
import random
random.seed(1912)
others = ["THU19", "FRI19", "SAT19", "SUN15"]
notes = ["web", "phone", "counter", "web", "web", "members", "phone"]
# The matinee's own events, in order: sales of 121 seats with two refunds (of 2 and 2) before the
# schools' complimentary 6 (at 3 seats left), then one more refund.
sat = [("S", n) for n in [4, 6, 2, 6, 3, 4, 6, 4, 6, 2, 6, 4, 6, 4, 3, 6, 4, 6, 2, 6, 4, 6, 4, 6, 5, 6]]
sat.insert(12, ("R", 2))
sat.insert(20, ("R", 2))
assert sum(n for k, n in sat if k == "S") - sum(n for k, n in sat if k == "R") == 117
sat.append(("C", 6))
after = [("R", 2), ("S", 2), ("S", 1), ("R", 2), ("S", 1), ("S", 2), ("R", 2), ("S", 2), ("S", 4),
         ("R", 4), ("S", 2), ("S", 2), ("R", 2), ("S", 1), ("S", 1), ("R", 6), ("S", 4), ("S", 2), ("S", 1)]
sat += after
slots = sorted(random.sample(range(2, 92), len(sat) - 1 - len(after))) + [95] + sorted(random.sample(range(100, 208), len(after)))
lines = []
ref = 1000
si = 0
for pos in range(210):
    ref += 1
    if si < len(sat) and pos == slots[si]:
        k, n = sat[si]
        si += 1
        note = {"S": random.choice(notes), "R": "refund of an earlier booking", "C": "schools outreach group"}[k]
        lines.append(f"B{ref} SAT14 {k} {n} {note}")
        continue
    code = random.choice(others)
    if random.random() < 0.08:
        lines.append(f"B{ref} {code} R 2 refund of an earlier booking")
    else:
        lines.append(f"B{ref} {code} S {random.choice([1, 2, 2, 2, 3, 4, 4, 6])} {random.choice(notes)}")
open("bookings.txt", "w").write("\n".join(lines) + "\n")
PY
