# A payments package of 140 ledger and wallet modules and a payouts module, a unittest each,, run under coverage.py (Debian's python3-coverage): nearly every
# module is fully or mostly covered, but payouts/settle_batch.py's tests only import it (most of
# its lines missed), pulling the total under the project's --fail-under of 90; exit 2.
local i m p
mkdir -p payments/ledger payments/payouts payments/wallets tests
: >payments/__init__.py; : >payments/ledger/__init__.py; : >payments/payouts/__init__.py; : >payments/wallets/__init__.py; : >tests/__init__.py
for i in $(seq -w 1 140); do
  p=ledger; m="entry_$i"
  if (( 10#$i > 70 )); then p=wallets; m="wallet_$i"; fi
  {
    printf 'def post(amount, currency="EUR"):\n    if amount < 0:\n        raise ValueError("negative amount")\n    if currency != "EUR":\n        return convert(amount, currency)\n    return round(amount * 100)\n\n\n'
    printf 'def convert(amount, currency):\n    rates = {"USD": 1.08, "GBP": 0.86}\n    return round(amount * rates[currency] * 100)\n'
  } >"payments/$p/$m.py"
  if (( 10#$i % 4 == 0 )); then
    printf 'import unittest\nfrom payments.%s import %s\n\n\nclass T(unittest.TestCase):\n    def test_post(self):\n        self.assertEqual(%s.post(1.5), 150)\n' "$p" "$m" "$m" >"tests/test_$m.py"
  else
    printf 'import unittest\nfrom payments.%s import %s\n\n\nclass T(unittest.TestCase):\n    def test_post(self):\n        self.assertEqual(%s.post(1.5), 150)\n\n    def test_convert(self):\n        self.assertEqual(%s.post(1, "USD"), 108)\n\n    def test_negative(self):\n        with self.assertRaises(ValueError):\n            %s.post(-1)\n' "$p" "$m" "$m" "$m" "$m" >"tests/test_$m.py"
  fi
done
{
  printf 'FEE_TABLE = {"sepa": 25, "swift": 900, "card": 140}\n\n\n'
  for i in $(seq 1 30); do
    printf 'def settle_%d(batch):\n    total = 0\n    for payout in batch:\n        fee = FEE_TABLE[payout["rail"]]\n        total += payout["cents"] - fee\n    return total\n\n\n' "$i"
  done
} >payments/payouts/settle_batch.py
printf 'import unittest\nfrom payments.payouts import settle_batch\n\n\nclass T(unittest.TestCase):\n    def test_fee_table(self):\n        self.assertIn("sepa", settle_batch.FEE_TABLE)\n' >tests/test_settle_batch.py
python3-coverage run --branch --source=payments -m unittest discover -s . -p 'test_*.py' >/dev/null 2>&1
