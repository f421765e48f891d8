# A legacy invoicing library still built with Ant 1.10 (Debian's ant, ant-optional's JUnit task)
# and JUnit 4.13: 8 test classes, 240 tests, run forked with the plain formatter to the console
# (a line per test case). The late-fee schedule says 15.00 from 45 days; the code's third bracket
# ends at 45 instead of 44, so only LateFeeTest.lateFeeDay45 fails (the fifth class run) (expected:<1500> but
# was:<1000>); failureproperty then <fail>: BUILD FAILED.
mkdir -p test/com/acme/billing
python3 - <<'PY'
def fee(d):
    return 0 if d <= 14 else 500 if d <= 30 else 1000 if d <= 44 else 1500
def level(d):
    return 0 if d <= 14 else 1 if d <= 30 else 2 if d <= 44 else 3
classes = {
    "LateFeeTest": [(f"lateFeeDay{d}", f'assertEquals("fee at {d} days", {fee(d)}L, Dunning.lateFeeCents({d}));') for d in range(16, 46)],
    "AgingLevelTest": [(f"levelDay{d}", f'assertEquals("level at {d} days", {level(d)}, Dunning.level({d}));') for d in range(0, 60, 2)],
}
for name, rate in (("EurInterestTest", 900), ("GbpInterestTest", 1050), ("ChfInterestTest", 500),
                   ("PlnInterestTest", 1325), ("SekInterestTest", 875), ("UsdInterestTest", 1200)):
    tests = []
    for k in range(30):
        open_c = 10000 + k * 73519 % 900000
        days = 15 + k * 7 % 120
        want = round(open_c * (rate / 10000.0) * days / 365.0)
        tests.append((f"interest{k:02d}", f'assertEquals({want}L, Dunning.interestCents({open_c}L, {days}, {rate}));'))
    classes[name] = tests
for name, tests in classes.items():
    body = ["package com.acme.billing;", "", "import static org.junit.Assert.assertEquals;", "",
            "import org.junit.Test;", "", f"public class {name} {{"]
    for t, a in tests:
        body += ["", "    @Test", f"    public void {t}() {{", f"        {a}", "    }"]
    body.append("}")
    open(f"test/com/acme/billing/{name}.java", "w").write("\n".join(body) + "\n")
PY
