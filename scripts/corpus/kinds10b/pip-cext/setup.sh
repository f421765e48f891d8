# A Python package (fastledger 0.9.2) with 14 C extension modules built by setuptools; _rounding.c
# still uses a type the header no longer declares (ledger_amount_t) and so does not compile. pip wheel -v runs the build without isolation (no index reachable).
local m
mkdir -p fastledger/src/fastledger
cat >fastledger/src/fastledger/__init__.py <<'PY'
"""Fast ledger arithmetic."""
__version__ = "0.9.2"
PY
cat >fastledger/src/fastledger/ledger_math.h <<'H'
#ifndef LEDGER_MATH_H
#define LEDGER_MATH_H
#include <stdint.h>
static inline int64_t lg_round_half_even(int64_t value, int64_t unit) {
    int64_t q = value / unit, r = value % unit;
    if (2 * r > unit || (2 * r == unit && (q & 1))) q++;
    return q * unit;
}
#endif
H
for m in accounts balances currency fees fx interest journal postings rates _rounding statements tax totals vat; do
  {
    echo '#define PY_SSIZE_T_CLEAN'
    echo '#include <Python.h>'
    echo '#include "ledger_math.h"'
    echo ''
    echo "static PyObject *${m#_}_apply(PyObject *self, PyObject *args) {"
    echo '    long long value, unit;'
    echo '    if (!PyArg_ParseTuple(args, "LL", &value, &unit)) return NULL;'
    if [[ $m == _rounding ]]; then
      echo '    ledger_amount_t rounded = lg_round_half_even(value, unit);'
      echo '    return PyLong_FromLongLong(rounded);'
    else
      echo '    return PyLong_FromLongLong(lg_round_half_even(value, unit));'
    fi
    echo '}'
    echo ''
    echo "static PyMethodDef methods[] = {{\"apply\", ${m#_}_apply, METH_VARARGS, \"apply\"}, {NULL, NULL, 0, NULL}};"
    echo "static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, \"$m\", NULL, -1, methods};"
    echo "PyMODINIT_FUNC PyInit_$m(void) { return PyModule_Create(&module); }"
  } >"fastledger/src/fastledger/$m.c"
done
cat >fastledger/setup.py <<'PY'
from setuptools import Extension, setup

MODULES = ["accounts", "balances", "currency", "fees", "fx", "interest", "journal", "postings",
           "rates", "_rounding", "statements", "tax", "totals", "vat"]

setup(
    name="fastledger",
    version="0.9.2",
    package_dir={"": "src"},
    packages=["fastledger"],
    ext_modules=[Extension(f"fastledger.{m}", [f"src/fastledger/{m}.c"],
                           extra_compile_args=["-O2", "-Wall"]) for m in MODULES],
)
PY
