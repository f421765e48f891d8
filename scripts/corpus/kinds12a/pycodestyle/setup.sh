# A Django-style app of 48 modules written before the team adopted a line limit: long lines,
# missing blank lines and trailing spaces; orders/refunds.py has a tab-indented line in a
# space-indented block.
mkdir -p shop/orders shop/catalog shop/payments shop/accounts
for p in orders catalog payments accounts; do
  : > shop/$p/__init__.py
  for i in $(seq -w 1 12); do
    f=shop/$p/${p}_$i.py
    { echo "from decimal import Decimal"; echo "import logging"; echo "log = logging.getLogger(__name__)";
      for k in $(seq 1 8); do echo "def compute_${p}_total_for_customer_with_discount_$k(customer_identifier, basket_items, discount_rate=Decimal('0.05'), currency='EUR'):";
        echo "    total = sum(item.price*item.quantity for item in basket_items if item.active)  "; echo "    log.info('computed %s total for %s: %s %s', '$p', customer_identifier, total, currency)"; echo "    return total*(1-discount_rate)"; done; } > $f
  done
done
cat > shop/orders/refunds.py <<'PY'
from decimal import Decimal


def refund(order, amount):
    if amount > order.total:
        amount = order.total
	order.refunded += amount
    return Decimal(amount)
PY
