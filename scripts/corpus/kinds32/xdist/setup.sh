# The dosing calculator of a small-animal veterinary practice (vetdose: a formulary per species, mg/kg
# doses, the practice's stock concentrations, volumes to the syringe's 0.1 mL marks, dosing intervals
# and label text), tested with pytest 9 and pytest-xdist 3 on two workers, verbose: ~310
# '[gwN] [ NN%] PASSED tests/...' lines, the two workers' results interleaved (the order varies from
# run to run). One dog test fails: volume_ml() rounds with Python's round() on a float, which rounds
# the half to even, while the practice's dosing sheet rounds half up: meloxicam for a 3.75 kg dog is
# 0.25 mL, the sheet says 0.3, the code gives 0.2. The FAILED line sits among the PASSED lines; in
# the FAILURES section 'assert 0.2 == 0.3' and its 'where' line come before a long 'Captured log
# call' of the formulary loader's INFO lines (the whole practice table, exotics included); the short
# summary cuts the message ('AssertionError: a...') and ends '1 failed, 311 passed'. Exit 1.
mkdir -p vetdose tests
cat >pyproject.toml <<'TOML'
[project]
name = "vetdose"
version = "2.3.0"
requires-python = ">=3.10"

[tool.pytest.ini_options]
pythonpath = ["."]
addopts = ["-p", "no:cacheprovider", "-p", "no:benchmark"]
log_level = "INFO"
TOML
cat >vetdose/__init__.py <<'PY'
PY
cat >vetdose/formulary.py <<'PY'
"""The practice's formulary: mg/kg doses per species and the stock concentrations on the shelf."""
import logging

log = logging.getLogger("vetdose.formulary")

STOCK = {  # drug -> {stock name: mg/mL}
    "meloxicam": {"canine oral suspension": 1.5, "feline oral suspension": 0.5},
    "amoxicillin": {"oral drops": 50.0},
    "buprenorphine": {"injection": 0.3},
    "maropitant": {"injection": 10.0},
    "gabapentin": {"oral solution": 50.0},
    "prednisolone": {"oral solution": 5.0},
    "furosemide": {"injection": 50.0},
    "enrofloxacin": {"injection": 25.0},
}

ROWS = [  # species, drug, mg/kg, stock, interval h
    ("dog", "amoxicillin", 12.5, "oral drops", 12),
    ("dog", "buprenorphine", 0.02, "injection", 8),
    ("dog", "maropitant", 1.0, "injection", 24),
    ("dog", "meloxicam", 0.1, "canine oral suspension", 24),
    ("dog", "gabapentin", 10.0, "oral solution", 8),
    ("dog", "prednisolone", 1.0, "oral solution", 24),
    ("dog", "furosemide", 2.0, "injection", 12),
    ("dog", "enrofloxacin", 5.0, "injection", 24),
    ("cat", "meloxicam", 0.05, "feline oral suspension", 24),
    ("cat", "amoxicillin", 12.5, "oral drops", 12),
    ("cat", "buprenorphine", 0.02, "injection", 8),
    ("cat", "maropitant", 1.0, "injection", 24),
    ("cat", "gabapentin", 10.0, "oral solution", 12),
    ("cat", "prednisolone", 1.0, "oral solution", 24),
    ("cat", "furosemide", 1.0, "injection", 12),
    ("cat", "enrofloxacin", 5.0, "injection", 24),
    ("rabbit", "meloxicam", 0.3, "canine oral suspension", 24),
    ("rabbit", "buprenorphine", 0.03, "injection", 8),
    ("rabbit", "enrofloxacin", 10.0, "injection", 24),
    ("ferret", "meloxicam", 0.2, "canine oral suspension", 24),
    ("ferret", "amoxicillin", 20.0, "oral drops", 12),
    ("ferret", "prednisolone", 1.0, "oral solution", 24),
]
# The exotics clinic's rows share the practice table (no tests here yet).
for _sp in ("guinea pig", "chinchilla", "rat", "hamster", "tortoise", "bearded dragon", "parrot", "budgerigar", "hedgehog"):
    for _drug, _mgkg, _stock, _every in (("meloxicam", 0.2, "canine oral suspension", 24),
                                         ("enrofloxacin", 10.0, "injection", 24),
                                         ("buprenorphine", 0.05, "injection", 8),
                                         ("amoxicillin", 15.0, "oral drops", 12),
                                         ("maropitant", 1.0, "injection", 24),
                                         ("gabapentin", 5.0, "oral solution", 12)):
        ROWS.append((_sp, _drug, _mgkg, _stock, _every))


def load(species):
    """Rows for one species, as the practice system loads them (logged row by row)."""
    table = {}
    log.info("loading formulary for %s (%d rows in practice table)", species, len(ROWS))
    for sp, drug, mgkg, stock, every in ROWS:
        if sp != species:
            log.info("skip %s/%s: other species", sp, drug)
            continue
        conc = STOCK[drug][stock]
        log.info("row %s/%s: %.3f mg/kg, stock '%s' at %.1f mg/mL, every %d h", sp, drug, mgkg, stock, conc, every)
        table[drug] = (mgkg, conc, every)
    log.info("formulary for %s: %d drugs", species, len(table))
    return table
PY
cat >vetdose/dose.py <<'PY'
"""Dose volumes, rounded to the 0.1 mL marks of the practice's 1 mL syringes."""
from . import formulary


def volume_ml(species, drug, weight_kg):
    mgkg, conc, _ = formulary.load(species)[drug]
    return round(mgkg * weight_kg / conc, 1)


def interval_h(species, drug):
    return formulary.load(species)[drug][2]


def label(species, drug, weight_kg, name):
    v = volume_ml(species, drug, weight_kg)
    return f"{name} ({species}, {weight_kg} kg): give {v} mL {drug} every {interval_h(species, drug)} h"
PY
python3 - <<'PY'
import random
from decimal import Decimal, ROUND_HALF_UP
random.seed(77)
import sys; sys.path.insert(0, ".")
from vetdose.formulary import ROWS, STOCK
def vol(mgkg, w, conc):
    return float((Decimal(str(mgkg)) * Decimal(str(w)) / Decimal(str(conc))).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
def ok(mgkg, w, conc, keep=False):
    # the sheet's half-up rounding against the code's round() of a float: keep the one case that differs
    return keep or round(mgkg * w / conc, 1) == vol(mgkg, w, conc)
names = ["Biscuit", "Pepper", "Luna", "Otis", "Maple", "Juniper", "Clover", "Mochi", "Rufus", "Tilly", "Hazel", "Bramble"]
for species in ["dog", "cat", "rabbit", "ferret"]:
    rows = [r for r in ROWS if r[0] == species]
    weights = {"dog": [2.5, 3.75, 4.0, 5.5, 7.5, 9.0, 12.0, 15.0, 18.0, 22.0, 25.0, 28.0, 32.0, 36.0, 40.0, 48.0, 60.0],
               "cat": [2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 7.0, 8.0],
               "rabbit": [0.8, 1.2, 1.6, 2.0, 2.4, 3.0, 3.6, 4.2, 5.0],
               "ferret": [0.6, 0.8, 1.0, 1.2, 1.5, 2.0]}[species]
    L = ["import pytest", "", "from vetdose.dose import volume_ml, interval_h, label", ""]
    for sp, drug, mgkg, stock, every in rows:
        conc = STOCK[drug][stock]
        cases = ", ".join(f"({w}, {vol(mgkg, w, conc)})" for w in weights
                          if ok(mgkg, w, conc, keep=(sp, drug, w) == ("dog", "meloxicam", 3.75)))
        L += [f"@pytest.mark.parametrize(\"weight, expected\", [{cases}])",
              f"def test_{drug}_volume(weight, expected):",
              f"    assert volume_ml(\"{sp}\", \"{drug}\", weight) == expected", "",
              f"def test_{drug}_interval():",
              f"    assert interval_h(\"{sp}\", \"{drug}\") == {every}", ""]
    lab = []
    for i in range(8):
        sp, drug, mgkg, stock, every = random.choice(rows)
        w = random.choice(weights)
        if not ok(mgkg, w, STOCK[drug][stock]):
            continue
        n = random.choice(names)
        lab.append(f"    (\"{drug}\", {w}, \"{n}\", \"{n} ({sp}, {w} kg): give {vol(mgkg, w, STOCK[drug][stock])} mL {drug} every {every} h\"),")
    L += ["@pytest.mark.parametrize(\"drug, weight, name, text\", ["] + lab + ["])",
          "def test_label_text(drug, weight, name, text):",
          f"    assert label(\"{species}\", drug, weight, name) == text", ""]
    open(f"tests/test_{species}.py", "w").write("\n".join(L))
PY
