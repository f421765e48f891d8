# main moves the billing package from lib/billing/ to src/billing/ and edits 320 files' headers;
# the topic branch edits the same files' bodies, and deletes lib/billing/legacy_invoice.py, which
# main renamed and edited.
git init -q -b main . && git config user.name Dev && git config user.email dev@example.com
mkdir -p lib/billing
for i in $(seq -w 1 320); do
  { echo "# billing module $i"; echo "import decimal"; for k in $(seq 1 20); do echo "RATE_$k = decimal.Decimal('0.$k')"; done; echo; echo "def amount_$i(x):"; echo "    return x * RATE_1"; } > lib/billing/mod_$i.py
done
{ echo "# legacy invoice"; for k in $(seq 1 30); do echo "LINE_$k = $k"; done; } > lib/billing/legacy_invoice.py
git add -A && git commit -qm "billing: initial"
git checkout -q -b topic
for f in lib/billing/mod_*.py; do sed -i 's/return x \* RATE_1/return (x * RATE_1).quantize(decimal.Decimal("0.01"))/' $f; done
git rm -q lib/billing/legacy_invoice.py
git commit -qam "billing: quantize amounts; drop legacy invoice"
git checkout -q main
mkdir -p src && git mv lib/billing src/billing
for f in src/billing/mod_*.py; do sed -i '1s/.*/# billing module (moved to src)/' $f; done
echo "LINE_31 = 31" >> src/billing/legacy_invoice.py
git commit -qam "billing: move package to src/, keep legacy invoice for the 2025 exports"
