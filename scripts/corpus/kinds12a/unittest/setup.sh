# A Python invoicing package with 12 test modules of 40 tests each (stdlib unittest discovery);
# test_vat_cross_border.py still imports invoicing.vat_rules, which a refactor merged into the package.
mkdir -p invoicing tests; : > tests/__init__.py
cat > invoicing/__init__.py <<'PY'
RATES = {"DE": 19, "FR": 20, "NL": 21, "AT": 20, "BE": 21, "IT": 22}


def vat(cents, seller, buyer, business=False):
    if business and seller != buyer:
        return 0
    return cents * RATES[buyer] // 100
PY
for m in totals rounding credit_notes discounts currencies numbering reminders exports vat_domestic vat_cross_border pdf_layout archive; do
  python3 - "$m" > tests/test_$m.py <<'PY'
import sys
m = sys.argv[1]
print("import unittest\nfrom invoicing import vat")
if m == "vat_cross_border":
    print("from invoicing.vat_rules import reverse_charge_applies")
print(f"\n\nclass {''.join(w.title() for w in m.split('_'))}Test(unittest.TestCase):")
for i in range(40):
    print(f"    def test_{m}_case_{i:02d}(self):\n        self.assertEqual(vat({1000 + i * 100}, 'DE', 'DE'), {(1000 + i * 100) * 19 // 100})\n")
PY
done
