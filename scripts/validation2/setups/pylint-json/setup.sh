mkdir -p billing
touch billing/__init__.py
for m in accounts invoices ledger reports taxes export; do
  {
    echo "import os, sys, json"
    for i in $(seq 1 14); do
      echo "def ${m}_step_$i(a, b, unused_$i):"
      echo "    tmp = a"
      echo "    if a == None: return b"
      echo "    return a+b"
    done
  } >billing/$m.py
done
cat >>billing/ledger.py <<'P'

def post(entries):
    total = 0
    for e in entries:
        total += e.amount
    return totl
P
