# The bookings service of a town's climbing centre (cragside-bookings, TypeScript run by Bun from
# the npm registry, installed with npm -g bun): entry fees by age and peak band, roped-session
# bookings (closed days, belay certificates, suspended members), memberships and lockers. The test
# files are generated in loops (320 tests in four files); the booking tests exercise the
# rejections on purpose, so the booking module's console.warn lines ('[booking] rejected ...') run
# through the output. A belay certificate is valid to the end of its expiry day, but canBookRoped
# compares the session's start with midnight at the start of that day: the one failing test, member
# M-2291 booking the 19:00 session on the day her certificate expires, gets '"allowed": false' with
# a reason where the test wants '"allowed": true'.
command -v bun >/dev/null 2>&1 || npm install -g --silent bun@1.4.4 >/dev/null 2>&1
mkdir -p test
python3 - <<'PY'
import random
random.seed(9)
w = lambda p, s: open(p, "w").write(s)
t = ['import { describe, test, expect } from "bun:test";', 'import { band, entryFee, tenVisitPass } from "../src/pricing";', ""]
for wd, name in enumerate(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]):
    t.append(f'describe("band on {name}", () => {{')
    for h in range(8, 23):
        exp = "peak" if wd in (0, 6) or h >= 17 else "offpeak"
        t.append(f'  test("{h:02d}:00 is {exp}", () => {{ expect(band({h}, {wd})).toBe("{exp}"); }});')
    t.append("});")
t.append('describe("entry fees", () => {')
for age in (8, 12, 15, 16, 17, 30, 64, 70):
    for b in ("offpeak", "peak"):
        base = 1250 if b == "peak" else 950
        fee = round(base * 0.6) if age < 16 else base
        t.append(f'  test("age {age} {b} non-member pays {fee}", () => {{ expect(entryFee({age}, "{b}", false)).toBe({fee}); }});')
        t.append(f'  test("age {age} {b} member pays nothing", () => {{ expect(entryFee({age}, "{b}", true)).toBe(0); }});')
t.append('  test("junior ten-visit pass", () => { expect(tenVisitPass(12)).toBe(7200); });')
t.append("});")
w("test/pricing.test.ts", "\n".join(t) + "\n")
t = ['import { describe, test, expect } from "bun:test";', 'import { canBookRoped, capacityLeft } from "../src/booking";', ""]
t.append('describe("roped sessions: closed days", () => {')
for k in range(18):
    day = "2024-06-03" if k % 2 == 0 else "2024-06-17"
    why = "route setting" if k % 2 == 0 else "floor resurfacing"
    t.append(f'  test("M-{1400 + k * 7} cannot book on {day}", () => {{ expect(canBookRoped({{ id: "M-{1400 + k * 7}", belayCertExpires: "2025-01-31" }}, "{day}T18:00:00Z")).toEqual({{ allowed: false, reason: "wall closed for {why}" }}); }});')
t.append("});")
t.append('describe("roped sessions: belay certificates", () => {')
for k in range(40):
    mid = 2200 + k * 3
    if k % 4 == 0:
        t.append(f'  test("M-{mid} without a certificate is refused", () => {{ expect(canBookRoped({{ id: "M-{mid}", belayCertExpires: null }}, "2024-06-2{k % 9}T18:00:00Z")).toEqual({{ allowed: false, reason: "no belay certificate" }}); }});')
    elif k % 4 == 1:
        t.append(f'  test("M-{mid} with a lapsed certificate is refused", () => {{ expect(canBookRoped({{ id: "M-{mid}", belayCertExpires: "2024-0{1 + k % 5}-28" }}, "2024-06-20T18:00:00Z")).toEqual({{ allowed: false, reason: "belay certificate expired" }}); }});')
    elif k % 4 == 2:
        t.append(f'  test("M-{mid} suspended is refused", () => {{ expect(canBookRoped({{ id: "M-{mid}", belayCertExpires: "2025-03-31", banned: true }}, "2024-06-20T18:00:00Z")).toEqual({{ allowed: false, reason: "member suspended" }}); }});')
    else:
        t.append(f'  test("M-{mid} with a valid certificate may book", () => {{ expect(canBookRoped({{ id: "M-{mid}", belayCertExpires: "2025-0{1 + k % 8}-15" }}, "2024-06-20T18:00:00Z")).toEqual({{ allowed: true }}); }});')
    if k == 29:
        t.append('  test("M-2291 may book the evening session on the day her certificate expires", () => { expect(canBookRoped({ id: "M-2291", belayCertExpires: "2024-06-21" }, "2024-06-21T19:00:00Z")).toEqual({ allowed: true }); });')
t.append("});")
t.append('describe("capacity", () => {')
for ins in range(1, 5):
    for booked in (0, 5, 8, 16, 40):
        t.append(f'  test("{ins} instructors, {booked} booked", () => {{ expect(capacityLeft({booked}, {ins})).toBe({max(0, ins * 8 - booked)}); }});')
t.append("});")
w("test/booking.test.ts", "\n".join(t) + "\n")
t = ['import { describe, test, expect } from "bun:test";', 'import { renewalDate, monthlyFee } from "../src/membership";', ""]
t.append('describe("renewal dates", () => {')
for m in range(1, 13):
    for months in (1, 3, 12):
        y, mo = 2024, m + months
        while mo > 12:
            y, mo = y + 1, mo - 12
        t.append(f'  test("joined 2024-{m:02d}-10, {months} months", () => {{ expect(renewalDate("2024-{m:02d}-10", {months})).toBe("{y}-{mo:02d}-10"); }});')
t.append("});")
t.append('describe("monthly fees", () => {')
for d in range(0, 5):
    t.append(f'  test("family with {d} dependants", () => {{ expect(monthlyFee("family", {d})).toBe({6500 + 1500 * d}); }});')
t.append('  test("student", () => { expect(monthlyFee("student")).toBe(3400); });')
t.append('  test("adult", () => { expect(monthlyFee("adult")).toBe(4800); });')
t.append("});")
w("test/membership.test.ts", "\n".join(t) + "\n")
t = ['import { describe, test, expect } from "bun:test";', 'import { lockerFor } from "../src/lockers";', ""]
t.append('describe("lockers", () => {')
for n in range(1000, 1060):
    t.append(f'  test("member {n} gets {chr(65 + n % 6)}{1 + n % 40:02d}", () => {{ expect(lockerFor({n})).toBe("{chr(65 + n % 6)}{1 + n % 40:02d}"); }});')
t.append("});")
w("test/lockers.test.ts", "\n".join(t) + "\n")
PY
