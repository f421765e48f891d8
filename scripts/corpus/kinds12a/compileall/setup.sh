# A Python service of 420 modules; settlement/batch_214.py uses a match statement with a stray colon.
for pkg in api settlement ledger reports; do
  mkdir -p service/$pkg; : > service/$pkg/__init__.py
  for i in $(seq -w 100 204); do
    { echo "\"\"\"$pkg module $i.\"\"\""; echo "from decimal import Decimal"; echo; echo "RATE = Decimal('0.$i')"; echo; echo "def apply_$i(amount):"; echo "    return amount * RATE"; } > service/$pkg/${pkg}_$i.py
  done
done
cat > service/settlement/batch_214.py <<'PY'
"""Settlement batch 214."""
from decimal import Decimal


def settle(kind, amount):
    match kind:
        case "card":
            return amount * Decimal("0.98")
        case "sepa":
            return amount - Decimal("0.35")
        case _::
            return amount
PY
