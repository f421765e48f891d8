# A town council's allotments (allotments, Python): plot rents for the 2026 tenancy year by plot
# size, the half-rent concession for pensioners and people on benefits, water charges by site, rents
# for tenancies starting part-way through the year, the waiting list and the renewal letters. tox
# (Debian's tox 3.28, the system's pytest and flake8 through sitepackages, no installs) runs three
# environments: lint, py311 (pytest -v) and letters, which writes the renewal letters the clerk posts.
# In September the clerk's laptop had a flaky test, and py311 was given 'ignore_outcome = true' to
# keep the letters going out; it is still there. rents.py halves a concession rent with int(), which
# drops the pence: a quarter plot's £22.50 becomes £11.00, not £11.25, so one test fails, tox reports
# the environment as an ignored failure, writes the letters anyway and ends 'congratulations :)'.
mkdir -p allotments tests
cat > tox.ini <<'INI'
[tox]
envlist = lint, py311, letters
skipsdist = true

[testenv]
basepython = /usr/bin/python3
sitepackages = true
list_dependencies_command = python -c ""
setenv =
    PYTHONDONTWRITEBYTECODE = 1

[testenv:lint]
commands = python -m flake8 allotments tests

[testenv:py311]
# flaky water-meter test on the clerk's laptop: don't hold up the renewal letters (JB, Sept 2025)
ignore_outcome = true
commands = python -m pytest -v -p no:cacheprovider tests

[testenv:letters]
commands = python -m allotments.letters --year 2026 --out renewals

[flake8]
max-line-length = 120
per-file-ignores = tests/*: E501
INI
cat > allotments/__init__.py <<'PY'
"""Allotment rents, water charges, waiting list and renewal letters of Brookfield Town Council."""
PY
cat > allotments/rents.py <<'PY'
"""Rents for the 2026 tenancy year (1 October 2025 to 30 September 2026)."""
from decimal import Decimal, ROUND_HALF_UP

RENT = {"full": Decimal("78.00"), "half": Decimal("40.00"), "quarter": Decimal("22.50"),
        "raised-bed": Decimal("14.00")}
WATER = {"full": Decimal("12.00"), "half": Decimal("8.00"), "quarter": Decimal("5.00"),
         "raised-bed": Decimal("3.00")}
SITES_WITH_TAPS = {"Ings Lane", "Mill Bank", "Church Fields", "Green Lane", "Owlcotes"}
SITES = ["Ings Lane", "Mill Bank", "Church Fields", "Green Lane", "Owlcotes", "Top Moor", "Bridge End"]
PENNY = Decimal("0.01")


def rent(size, concession=False):
    """The year's rent for a plot; pensioners and people on benefits pay half."""
    full = RENT[size]
    if concession:
        return Decimal(int(full / 2))
    return full


def water(size, site):
    """The water charge: only sites with taps pay it, and never at half rate."""
    if site not in SITES_WITH_TAPS:
        return Decimal("0.00")
    return WATER[size]


def months_left(start_month):
    """Months of the tenancy year left from the first of start_month (the year starts in October)."""
    return 12 - ((start_month - 10) % 12)


def prorated_rent(size, start_month):
    return (RENT[size] * months_left(start_month) / 12).quantize(PENNY, rounding=ROUND_HALF_UP)


def total(size, site, concession=False):
    return rent(size, concession) + water(size, site)
PY
cat > allotments/waiting.py <<'PY'
"""The waiting list: offers go to residents first, then by date joined."""


def offer_order(applicants):
    return sorted(applicants, key=lambda a: (not a["resident"], a["joined"], a["name"]))


def next_offer(applicants, site):
    wanting = [a for a in applicants if site in a["sites"]]
    ordered = offer_order(wanting)
    return ordered[0]["name"] if ordered else None
PY
cat > allotments/letters.py <<'PY'
"""Renewal letters for the tenancy year: one file a tenant, and a line a site for the clerk."""
import argparse
import csv
import os

from allotments.rents import rent, total, water


def letter(t, year):
    r = rent(t["size"], t["concession"] == "yes")
    w = water(t["size"], t["site"])
    return (f"Dear {t['tenant']},\n\nYour tenancy of plot {t['plot']} at {t['site']} allotments renews on "
            f"1 October {year - 1}.\nRent: £{r}\nWater: £{w}\nTotal due by 31 October: £{r + w}\n")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--year", type=int, required=True)
    p.add_argument("--out", required=True)
    a = p.parse_args()
    os.makedirs(a.out, exist_ok=True)
    with open("tenants.csv", newline="") as f:
        tenants = list(csv.DictReader(f))
    by_site = {}
    for t in tenants:
        with open(os.path.join(a.out, f"{t['plot']}.txt"), "w") as f:
            f.write(letter(t, a.year))
        c = t["concession"] == "yes"
        r, w = rent(t["size"], c), water(t["size"], t["site"])
        kind = t["size"] + (" (concession)" if c else "")
        print(f"{a.out}/{t['plot']}.txt: {t['tenant']}, {t['site']}, {kind}: rent £{r} + water £{w} = £{r + w}")
        n, due = by_site.get(t["site"], (0, 0))
        by_site[t["site"]] = (n + 1, due + total(t["size"], t["site"], t["concession"] == "yes"))
    for site, (n, due) in sorted(by_site.items()):
        print(f"{site}: {n} letters, £{due} due")
    print(f"wrote {len(tenants)} renewal letters for {a.year} to {a.out}/")


if __name__ == "__main__":
    main()
PY
python3 - <<'PY'
import random
from decimal import Decimal, ROUND_HALF_UP
random.seed(38)
RENT = {"full": Decimal("78.00"), "half": Decimal("40.00"), "quarter": Decimal("22.50"), "raised-bed": Decimal("14.00")}
WATER = {"full": Decimal("12.00"), "half": Decimal("8.00"), "quarter": Decimal("5.00"), "raised-bed": Decimal("3.00")}
SITES = ["Ings Lane", "Mill Bank", "Church Fields", "Green Lane", "Owlcotes", "Top Moor", "Bridge End"]
TAPS = {"Ings Lane", "Mill Bank", "Church Fields", "Green Lane", "Owlcotes"}
sizes = list(RENT)
def slug(s):
    return s.lower().replace(" ", "-")
# rents: every size, standard and concession (the concession is half the rent, to the penny)
rows = []
for s in sizes:
    rows.append(f'    ("{s}", False, Decimal("{RENT[s]}")),')
    rows.append(f'    ("{s}", True, Decimal("{(RENT[s] / 2).quantize(Decimal("0.01"))}")),')
rent_ids = ", ".join(f'"{s}-{c}"' for s in sizes for c in ("standard", "concession"))
water_rows = []
for site in SITES:
    for s in sizes:
        water_rows.append(f'    ("{site}", "{s}", Decimal("{WATER[s] if site in TAPS else Decimal("0.00")}")),')
water_ids = ", ".join(f'"{slug(site)}-{s}"' for site in SITES for s in sizes)
months = [10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9]
mnames = ["oct", "nov", "dec", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep"]
pr_rows = []
for s in sizes:
    for m, mn in zip(months, mnames):
        left = 12 - ((m - 10) % 12)
        pr_rows.append(f'    ("{s}", {m}, Decimal("{(RENT[s] * left / 12).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)}")),')
pr_ids = ", ".join(f'"{s}-{mn}"' for s in sizes for mn in mnames)
with open("tests/test_rents.py", "w") as f:
    f.write(f'''from decimal import Decimal

import pytest

from allotments.rents import rent, total

RENTS = [
{chr(10).join(rows)}
]


@pytest.mark.parametrize("size,concession,expected", RENTS, ids=[{rent_ids}])
def test_rent_2026(size, concession, expected):
    assert rent(size, concession) == expected


def test_total_full_plot_with_tap():
    assert total("full", "Ings Lane") == Decimal("90.00")


def test_total_concession_pays_full_water():
    assert total("half", "Mill Bank", concession=True) == Decimal("28.00")
''')
with open("tests/test_water.py", "w") as f:
    f.write(f'''from decimal import Decimal

import pytest

from allotments.rents import water

WATER = [
{chr(10).join(water_rows)}
]


@pytest.mark.parametrize("site,size,expected", WATER, ids=[{water_ids}])
def test_water_charge(site, size, expected):
    assert water(size, site) == expected
''')
with open("tests/test_prorate.py", "w") as f:
    f.write(f'''from decimal import Decimal

import pytest

from allotments.rents import prorated_rent

PRORATED = [
{chr(10).join(pr_rows)}
]


@pytest.mark.parametrize("size,start_month,expected", PRORATED, ids=[{pr_ids}])
def test_prorated_rent(size, start_month, expected):
    assert prorated_rent(size, start_month) == expected
''')
first = ["Margaret", "Dev", "Alan", "Shirley", "Kamal", "Joan", "Pete", "Ruth", "Imran", "Brenda", "Colin", "Nadia",
         "Keith", "Pauline", "Stan", "Yasmin"]
last = ["Whiteley", "Sharma", "Brook", "Lockwood", "Hussain", "Mellor", "Dyson", "Crowther", "Akhtar", "Senior",
        "Haigh", "Booth", "Kaye", "Sykes", "Walsh", "Bray"]
apps = []
for i in range(16):
    apps.append((f"{first[i]} {last[i]}", random.random() < 0.75, f"2023-{random.randint(1, 12):02d}-{random.randint(1, 28):02d}",
                 sorted(random.sample(SITES, random.randint(1, 3)))))
app_lines = "\n".join(f'    {{"name": "{n}", "resident": {r}, "joined": "{j}", "sites": {s!r}}},' for n, r, j, s in apps)
def expected_next(site):
    w = [a for a in apps if site in a[3]]
    w.sort(key=lambda a: (not a[1], a[2], a[0]))
    return w[0][0] if w else None
wl_rows = "\n".join(f'    ("{site}", {expected_next(site)!r}),' for site in SITES)
with open("tests/test_waiting.py", "w") as f:
    f.write(f'''import pytest

from allotments.waiting import next_offer, offer_order

APPLICANTS = [
{app_lines}
]


@pytest.mark.parametrize("site,expected", [
{wl_rows}
], ids=[{", ".join(f'"{slug(s)}"' for s in SITES)}])
def test_next_offer(site, expected):
    assert next_offer(APPLICANTS, site) == expected


def test_residents_before_non_residents():
    order = offer_order(APPLICANTS)
    seen_non_resident = False
    for a in order:
        if not a["resident"]:
            seen_non_resident = True
        assert not (seen_non_resident and a["resident"])


def test_empty_list_has_no_offer():
    assert next_offer([], "Ings Lane") is None
''')
tenants = []
n = 0
for site in SITES:
    for k in range(random.randint(7, 11)):
        n += 1
        s = random.choices(sizes, [3, 5, 3, 1])[0]
        tenants.append((f"{site[:2].upper()}{k + 1:02d}", f"{random.choice(first)} {random.choice(last)}", site, s,
                        "yes" if random.random() < 0.3 else "no"))
with open("tenants.csv", "w") as f:
    f.write("plot,tenant,site,size,concession\n")
    for t in tenants:
        f.write(",".join(t) + "\n")
letter_ids = ", ".join(f'"{t[0]}"' for t in tenants[::3])
with open("tests/test_letters.py", "w") as f:
    f.write(f'''import csv

import pytest

from allotments.letters import letter

with open("tenants.csv", newline="") as f:
    TENANTS = {{t["plot"]: t for t in csv.DictReader(f)}}


@pytest.mark.parametrize("plot", [{letter_ids}])
def test_letter_names_tenant_and_plot(plot):
    t = TENANTS[plot]
    text = letter(t, 2026)
    assert text.startswith(f"Dear {{t['tenant']}},")
    assert f"plot {{plot}} at {{t['site']}}" in text
    assert "Total due by 31 October" in text
''')
PY
