# A nine-module package: each function imports what it does not use and keeps unused locals
# (warnings); src/shop/refunds.py calls money.round_cents, which the money module does not have.
k7_npm_tools
mkdir -p src/shop
printf '"""Money helpers."""\n\n\ndef cents(amount: float) -> int:\n    return round(amount * 100)\n' >src/shop/money.py
: >src/shop/__init__.py
local m i
for m in cart catalog checkout coupons invoices ledger refunds shipping stock; do
  {
    printf 'from shop import money\n\n'
    for i in $(seq 1 14); do
      printf '\ndef %s_step_%d(amount: float) -> int:\n    import os\n    import json\n    unused_total = amount * %d\n    return money.cents(amount)\n' "$m" "$i" "$i"
      if [[ $m == refunds && $i == 9 ]]; then
        printf '\n\ndef refund_rounded(amount: float) -> int:\n    return money.round_cents(amount)\n'
      fi
    done
  } >"src/shop/$m.py"
done
