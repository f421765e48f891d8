# The germination-trial rules of a regional seed bank (R, testthat 3.1 from Debian's
# r-cran-testthat, TAP reporter): eight crop files (wheat, barley, lentil, ...), each test_that()
# one accession's trial with three expectations (rate, viability class, regeneration): ~380 'ok N
# ...' lines. In the middle, accession LEN-0417 (lentil) sprouted exactly 50 of 100 seeds; the seed
# bank's rule puts 50% in class C, the code says 'rate > 50': 'not ok ... LEN-0417 ...' with
# "viability_class(50) not equal to \"C\"." and the strings' difference a few lines under it; R's 'Error: Test failures' and
# 'Execution halted' last. Exit 1.
python3 - <<'PY'
import random
random.seed(417)
crops = {"wheat": "WHE", "barley": "BAR", "lentil": "LEN", "chickpea": "CHK", "flax": "FLX",
         "rye": "RYE", "faba-bean": "FAB", "oat": "OAT"}
def cls(r):
    return "A" if r >= 85 else "B" if r >= 75 else "C" if r >= 50 else "D"
for crop, code in crops.items():
    L = [f'# germination trials, {crop}', '']
    for k in range(16):
        acc = f"{code}-{random.randint(100, 999):04d}"
        sown = random.choice([50, 100, 200])
        sprouted = random.randint(int(sown * 0.55), sown)
        if crop == "lentil" and k == 5:
            acc, sown, sprouted = "LEN-0417", 100, 50
        rate = round(100 * sprouted / sown, 1)
        years = random.randint(1, 25)
        if acc == "LEN-0417":
            years = 14
        c = cls(rate)
        regen = c == "D" or (c == "C" and years > 10)
        L += [f'test_that("{acc}: {sprouted} of {sown} sprouted after {years} years in store", {{',
              f'  rate <- germination_rate({sown}, {sprouted})',
              f'  expect_equal(rate, {rate})',
              f'  expect_equal(viability_class(rate), "{c}")',
              f'  expect_{"true" if regen else "false"}(needs_regeneration(rate, {years}))',
              '})', '']
    open(f"tests/testthat/test-{crop}.R", "w").write("\n".join(L))
PY
