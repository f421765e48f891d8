# shellcheck shell=bash
# Python (Debian's python3 and python3-* tools): pytest, pytest --color=yes, pylint, flake8, mypy, pip offline.
# Sourced by regen.sh.

PY_MODULES="orders carts payments refunds invoices coupons shipping taxes stock pricing customers sessions search reviews wishlist returns"

setup_py_inventory() {
  local d=$1 m i
  mkdir -p "$d/inventory" "$d/tests"
  : >"$d/inventory/__init__.py"
  : >"$d/conftest.py"
  cat >"$d/inventory/stock.py" <<'EOF'
import logging
import sys

log = logging.getLogger("inventory.stock")


class OutOfStock(Exception):
    pass


class Stock:
    def __init__(self):
        self.levels = {}

    def receive(self, sku, qty):
        self.levels[sku] = self.levels.get(sku, 0) + qty

    def reserve(self, sku, qty):
        have = self.levels.get(sku, 0)
        if qty > have:
            print(f"reserve {sku}: wanted {qty}, have {have}", file=sys.stderr)
            raise OutOfStock(sku)
        self.levels[sku] = have - qty
        return self.levels[sku]

    def reorder_point(self, sku, daily, lead_days):
        print(f"reorder_point {sku} daily={daily} lead={lead_days}", file=sys.stderr)
        return round(daily * lead_days * 1.2)
EOF
  for m in $PY_MODULES; do
    {
      echo "import pytest"
      echo "from inventory.stock import Stock, OutOfStock"
      echo
      for i in $(seq 1 16); do
        echo "def test_${m}_receive_and_reserve_$i():"
        echo "    s = Stock()"
        echo "    s.receive('$m-$i', $((i + 5)))"
        echo "    assert s.reserve('$m-$i', $i) == 5"
        echo
      done
      echo "def test_${m}_out_of_stock():"
      echo "    s = Stock()"
      echo "    with pytest.raises(OutOfStock):"
      echo "        s.reserve('$m-x', 1)"
      echo
      if [[ $m == taxes ]]; then
        echo "def test_${m}_reorder_point_safety_margin():"
        echo "    s = Stock()"
        echo "    assert s.reorder_point('$m-7', 3.3, 9) == 35"
      else
        echo "def test_${m}_reorder_point():"
        echo "    s = Stock()"
        echo "    assert s.reorder_point('$m-7', 4, 10) == 48"
      fi
    } >"$d/tests/test_$m.py"
  done
}

case_pytest_failure() {
  want pytest-failure-captured-stderr || return 0
  local d="$WORK/py-pytest"; setup_py_inventory "$d"
  record pytest-failure-captured-stderr terminal "$d" \
    "pytest (Debian python3-pytest) over 16 modules / 288 tests that print to stderr; one fails (test_taxes_reorder_point_safety_margin: assert 36 == 35) and pytest shows its Captured stderr call section." \
    "pytest-3 -p no:cacheprovider -v"
}

case_pytest_color() {
  want pytest-color-verbose-failures || return 0
  local d="$WORK/py-color"; setup_py_inventory "$d"
  cat >>"$d/tests/test_refunds.py" <<'EOF'

def test_refunds_reserve_more_than_received():
    s = Stock()
    s.receive('refunds-big', 3)
    assert s.reserve('refunds-big', 4) == -1
EOF
  record pytest-color-verbose-failures terminal "$d" \
    "pytest -v --color=yes: every test line with ANSI colour escapes (green PASSED, red FAILED), two failures (OutOfStock raised in test_refunds_reserve_more_than_received, assert 36 == 35) with coloured tracebacks and a red summary line." \
    "pytest-3 -p no:cacheprovider -v --color=yes"
}

setup_py_lint_pkg() {
  local d=$1 m
  mkdir -p "$d/billing"
  : >"$d/billing/__init__.py"
  for m in $PY_MODULES; do
    cat >"$d/billing/$m.py" <<EOF
import os, sys
import json
from typing import List, Dict, Optional

DEFAULT_RATE=0.2
class ${m^}Calculator:
    def __init__(self,rate = DEFAULT_RATE, items:List[dict]=[]):
        self.rate=rate
        self.items = items
    def total(self) -> int:
        t = 0
        for i in range(len(self.items)):
            item=self.items[i]
            if item['qty'] == None: continue
            t += item['qty']*item['price']
        return t * (1+self.rate)
    def describe(self, fmt: str) -> str:
        l = [str(x) for x in self.items]
        return fmt % (len(l))
    def lookup(self, key: str) -> Dict[str, int]:
        try:
            return json.loads(open(key).read())
        except:
            return None
def load_${m}(path: Optional[str]) -> ${m^}Calculator:
    data = json.load(open(path))
    return ${m^}Calculator(items = data)
EOF
  done
  cat >>"$d/billing/payments.py" <<'EOF'


def settle(batch: List[dict]) -> int:
    return sum(b["amount"] * exchange_rate(b["currency"]) for b in batch)
EOF
  cat >>"$d/billing/invoices.py" <<'EOF'


def number(prefix: str, n: int) -> str:
    return prefix + n
EOF
}

case_pylint() {
  want pylint-many-messages || return 0
  local d="$WORK/py-pylint"; setup_py_lint_pkg "$d"
  record pylint-many-messages terminal "$d" \
    "pylint over a 16-module package: hundreds of convention/refactor/warning messages grouped under ************* Module headers, one E0602 undefined-variable error (exchange_rate in payments.py), R0801 duplicate-code blocks, and the final rating line." \
    "pylint --persistent=n billing"
}

case_flake8() {
  want flake8-count-statistics || return 0
  local d="$WORK/py-flake8"; setup_py_lint_pkg "$d"
  record flake8-count-statistics terminal "$d" \
    "flake8 --count --statistics over the same package: one line per finding (E/W/F codes), including F821 undefined name exchange_rate, then per-code statistics and the total count." \
    "flake8 --count --statistics billing"
}

case_mypy() {
  want mypy-type-errors || return 0
  local d="$WORK/py-mypy"; setup_py_lint_pkg "$d"
  record mypy-type-errors terminal "$d" \
    "mypy (Debian) over the same package: repeated return-value and arg-type errors in every module, plus the distinct name-defined and operator errors in payments.py and invoices.py; Found N errors in M files." \
    "mypy --no-incremental --cache-dir=/dev/null billing"
}

case_pip_offline() {
  want pip-install-offline-build-deps || return 0
  local d="$WORK/py-pip"
  mkdir -p "$d/reportgen/src/reportgen" "$d/wheels"
  cat >"$d/reportgen/pyproject.toml" <<'EOF'
[build-system]
requires = ["setuptools>=68", "wheel"]
build-backend = "setuptools.build_meta"

[project]
name = "reportgen"
version = "1.2.0"
dependencies = ["jinja2>=3.1", "requests>=2.31"]
EOF
  echo '__version__ = "1.2.0"' >"$d/reportgen/src/reportgen/__init__.py"
  record pip-install-offline-build-deps terminal "$d" \
    "pip install --no-index --find-links ./wheels ./reportgen with an empty wheel dir: pip cannot install the build dependency setuptools>=68 and the build-deps subprocess fails." \
    "python3 -m pip install --no-cache-dir --no-index --find-links ./wheels ./reportgen"
}

CASES+=(case_pytest_failure case_pytest_color case_pylint case_flake8 case_mypy case_pip_offline)
