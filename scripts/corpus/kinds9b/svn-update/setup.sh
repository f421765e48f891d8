# A Subversion repository (file://) of a billing service with 800 files. A working copy (wc) has
# local edits to src/legacy/tax_tables.py and src/invoices/inv_137.py; meanwhile a colleague's commit from another checkout
# changes 600 files and moves src/legacy/ to src/billing/legacy/ (svn move). `svn update` in wc
# then updates or adds every file, reports a tree conflict on the moved folder (resolved by
# following the move) and a text conflict on inv_137.py, left for the user (stdin is no terminal).
local i
svnadmin create repo
svn checkout -q "file://$PWD/repo" seed
mkdir -p seed/src/legacy seed/src/invoices seed/src/ledger
for i in $(seq -w 1 400); do printf 'def invoice_%s(x):\n    return x\n' "$i" >"seed/src/invoices/inv_$i.py"; done
for i in $(seq -w 1 399); do printf 'def post_%s(x):\n    return x\n' "$i" >"seed/src/ledger/post_$i.py"; done
printf 'VAT = 0.19\nREDUCED = 0.07\n' >seed/src/legacy/tax_tables.py
svn add -q seed/src
svn commit -q -m "import billing" --username dana seed
svn checkout -q "file://$PWD/repo" wc
printf 'VAT = 0.19\nREDUCED = 0.07\nZERO_RATED = ("books",)\n' >wc/src/legacy/tax_tables.py
printf 'def invoice_137(x):\n    return int(x * 100) / 100\n' >wc/src/invoices/inv_137.py
for i in $(seq -w 1 400); do printf 'def invoice_%s(x):\n    return round(x, 2)\n' "$i" >"seed/src/invoices/inv_$i.py"; done
for i in $(seq -w 1 200); do printf 'def post_%s(x):\n    return dict(x)\n' "$i" >"seed/src/ledger/post_$i.py"; done
mkdir -p seed/src/billing; svn add -q seed/src/billing
svn move -q seed/src/legacy seed/src/billing/legacy
svn commit -q -m "round invoices, ledger posts as dicts, move legacy under billing" --username lee seed
