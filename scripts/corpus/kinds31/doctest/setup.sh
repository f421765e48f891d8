# The fare rules of a coastal ferry line (Python module with doctest examples in its docstrings,
# run with python3 -m doctest -v): passenger fares by zone and age group, vehicle fares by length,
# bicycle and dog supplements, return-ticket discounts, the peak surcharge and weekly passes; ~290
# examples, each printed as 'Trying: / Expecting: / ok'. In the middle, vehicle_fare's example for a car of
# exactly 5.0 m (the tariff says 'over 5 m' pays the long-vehicle rate) fails: the code keeps the
# standard rate only for 'length_m < 5.0', so the Failed example block shows 'Expected: 3150' / 'Got: 4480'. The summary at the end
# says '1 of ... in fares.vehicle_fare' and '***Test Failed*** 1 failures.' Exit 1.
python3 - <<'PY'
import random
random.seed(31)
ZONES = {"A": 640, "B": 910, "C": 1280, "D": 1730}
AGE = {"adult": 100, "child": 50, "senior": 70, "student": 80}
def pax(zone, age):
    return ZONES[zone] * AGE[age] // 100
def veh(length):
    base = 3150 if length <= 5.0 else 4480
    if length > 7.5:
        base += int((length - 7.5) * 10) * 120
    return base
def ret(single):
    return single * 2 - (single * 2) // 10
def peak(fare, hour):
    return fare + fare // 4 if hour in (7, 8, 16, 17) else fare
L = ['"""Fare rules of the Skerry Ferries line (zones A-D, vehicles, supplements).', '',
     'Amounts are in cents. Every rule carries the tariff\'s own examples.', '"""', '']
def fn(name, args, doc_examples, body):
    L.append(f"def {name}({args}):")
    L.append('    """' + doc_examples[0])
    L.append('')
    for call, val in doc_examples[1]:
        L.append(f"    >>> {call}")
        L.append(f"    {val}")
    L.append('    """')
    L.extend("    " + b for b in body)
    L.append('')
    L.append('')
ex = []
for _ in range(80):
    z, a = random.choice(list(ZONES)), random.choice(list(AGE))
    ex.append((f"passenger_fare({z!r}, {a!r})", pax(z, a)))
fn("passenger_fare", "zone, age_group", ("Single passenger fare for a zone and age group.", ex),
   ["zones = {'A': 640, 'B': 910, 'C': 1280, 'D': 1730}",
    "pct = {'adult': 100, 'child': 50, 'senior': 70, 'student': 80}",
    "return zones[zone] * pct[age_group] // 100"])
ex = []
lengths = sorted({round(random.uniform(3.4, 12.0), 1) for _ in range(40)} - {5.0})
for i, l in enumerate(lengths):
    ex.append((f"vehicle_fare({l})", veh(l)))
    if i == 14:
        ex.append(("vehicle_fare(5.0)", veh(5.0)))
fn("vehicle_fare", "length_m", ("Vehicle fare: up to 5 m standard, over 5 m long-vehicle rate, 120 per started 10 cm over 7.5 m.", ex),
   ["base = 3150 if length_m < 5.0 else 4480",
    "if length_m > 7.5:",
    "    base += int((length_m - 7.5) * 10) * 120",
    "return base"])
ex = []
for _ in range(50):
    s = random.choice([pax(z, a) for z in ZONES for a in AGE] + [3150, 4480])
    ex.append((f"return_fare({s})", ret(s)))
fn("return_fare", "single", ("Return ticket: two singles less 10% (rounded down).", ex),
   ["return single * 2 - (single * 2) // 10"])
ex = []
for _ in range(55):
    f, h = random.choice([640, 910, 1280, 1730, 3150, 4480]), random.randint(5, 22)
    ex.append((f"peak_fare({f}, {h})", peak(f, h)))
fn("peak_fare", "fare, hour", ("Peak surcharge of 25% on departures at 07, 08, 16 and 17 h.", ex),
   ["return fare + fare // 4 if hour in (7, 8, 16, 17) else fare"])
ex = []
for _ in range(36):
    b, d = random.randint(0, 3), random.randint(0, 2)
    ex.append((f"supplements(bicycles={b}, dogs={d})", b * 250 + d * 180))
fn("supplements", "bicycles=0, dogs=0", ("Bicycle (250) and dog (180) supplements.", ex),
   ["return bicycles * 250 + dogs * 180"])
ex = []
for _ in range(40):
    z, a = random.choice(list(ZONES)), random.choice(["adult", "student", "senior"])
    ex.append((f"weekly_pass({z!r}, {a!r})", pax(z, a) * 9))
fn("weekly_pass", "zone, age_group", ("Seven-day pass: nine single fares of the zone and age group.", ex),
   ["return passenger_fare(zone, age_group) * 9"])
open("fares.py", "w").write("\n".join(L))
PY
