# A Python billing package of 60 modules written without a formatter (single quotes, cramped
# operators, long calls), checked with black --check --diff: a diff per module, and
# refunds_37.py has a Python 2 print statement that black cannot parse (error: cannot format);
# the summary counts it; exit 123.
local i
mkdir -p billing
: >billing/__init__.py
for i in $(seq -w 1 60); do
  {
    printf "import decimal,datetime\n\n\ndef rate_%s(amount,country='DE',reduced=False):\n    if reduced: return amount*decimal.Decimal('0.0%d')\n    return amount*decimal.Decimal('0.19')\n\n" "$i" "$((10#$i % 9 + 1))"
    printf "def label_%s(invoice):\n    return '%%s-%%s'%%(invoice['number'],invoice['customer'])\n\n" "$i"
    printf "def schedule_%s(start):\n    return [start+datetime.timedelta(days=d) for d in (%d,30,60,90,120,150,180,210,240,270,300)]\n" "$i" "$((10#$i))"
    if [[ $i == 37 ]]; then
      printf "\n\ndef audit_%s(invoice):\n    print 'refund audited', invoice['number']\n" "$i"
    fi
  } >"billing/refunds_$i.py"
done
