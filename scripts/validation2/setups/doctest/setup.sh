mkdir -p money
cat >money/fmt.py <<'P'
"""Money formatting helpers.

>>> fmt_cents(0)
'0.00'
"""

def fmt_cents(cents):
    """Format integer cents.

    >>> fmt_cents(123456)
    '1,234.56'
    >>> fmt_cents(-5)
    '-0.05'
    >>> [fmt_cents(c) for c in (1, 10, 100)]
    ['0.01', '0.10', '1.00']
    """
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100:,}.{cents % 100:02d}"

def split_evenly(cents, parts):
    """Split an amount into parts that add up.

    >>> split_evenly(100, 3)
    [34, 33, 33]
    >>> split_evenly(10, 4)
    [3, 3, 2, 2]
    >>> sum(split_evenly(1001, 7))
    1001
    """
    base, rest = divmod(cents, parts)
    return [base + (1 if i < rest - 1 else 0) for i in range(parts)]

def parse_cents(text):
    """Parse '12.34' into cents.

    >>> parse_cents("12.34")
    1234
    >>> parse_cents("1,000.5")
    100050
    >>> parse_cents("abc")
    Traceback (most recent call last):
    ValueError: not an amount: 'abc'
    """
    text = text.replace(",", "")
    if "." in text:
        whole, frac = text.split(".")
        return int(whole) * 100 + int(frac.ljust(2, "0"))
    return int(text) * 100
P
for i in $(seq 1 30); do
  { echo "def rate_$i(x):"; echo "    \"\"\"Rate $i."; echo; for j in 1 2 3; do echo "    >>> rate_$i($j)"; echo "    $((i*j))"; done; echo "    \"\"\""; echo "    return x * $i"; echo; } >>money/rates.py
done
