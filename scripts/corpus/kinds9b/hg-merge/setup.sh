# A Mercurial repository of a pricing service (3,600 modules): the default branch and the branch
# stable-2.4 each change many modules since they split; both change the same line of
# src/pricing/tax_rules.py (the VAT rate), so `hg merge --verbose stable-2.4` gets every other file
# and leaves that one unresolved.
local i
export HGUSER="Dana Ruiz <dana@shop.example>" HGPLAIN=1 HGRCPATH=/dev/null
hg init repo
cd repo
mkdir -p src/pricing src/catalog src/orders
for i in $(seq -w 1 1200); do
  printf 'def rule_%s(amount):\n    return amount\n' "$i" >"src/catalog/item_$i.py"
  printf 'def handle_%s(order):\n    return order\n' "$i" >"src/orders/step_$i.py"
  printf 'RATE_%s = 1.0\n' "$i" >"src/pricing/band_$i.py"
done
printf 'COUNTRY = "DE"\nVAT_RATE = 0.19\nREDUCED_RATE = 0.07\n' >src/pricing/tax_rules.py
hg add -q; hg commit -qm "import pricing service"
hg branch -q stable-2.4
for i in $(seq -w 1 1200); do printf 'def rule_%s(amount):\n    return round(amount, 2)\n' "$i" >"src/catalog/item_$i.py"; done
printf 'COUNTRY = "DE"\nVAT_RATE = 0.16\nREDUCED_RATE = 0.05\n' >src/pricing/tax_rules.py
hg commit -qm "stable-2.4: temporary VAT cut, rounding in catalog rules"
hg update -q default
for i in $(seq -w 1 1200); do printf 'def handle_%s(order):\n    return dict(order, step=%d)\n' "$i" "$((10#$i))" >"src/orders/step_$i.py"; done
for i in $(seq -w 1201 1260); do printf 'def handle_%s(order):\n    return order\n' "$i" >"src/orders/step_$i.py"; done
hg add -q
printf 'COUNTRY = "DE"\nVAT_RATE = 0.19\nREDUCED_RATE = 0.07\nINVOICE_ROUNDING = "half_up"\n' >src/pricing/tax_rules.py
sed -i 's/^VAT_RATE = 0.19$/VAT_RATE = 0.20/' src/pricing/tax_rules.py
hg commit -qm "default: orders pipeline steps, rounding mode, VAT 20%"
cd ..
