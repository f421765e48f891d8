# A Common Lisp invoicing system of 30 files built by a build.lisp that compile-files and loads
# each in turn under SBCL: every file has an unused variable and a free reference to an undeclared
# special (style warnings and warnings); invoice-21 calls PARSE-RATE at load time, a function
# nobody defines, so the load signals UNDEFINED-FUNCTION and SBCL, run non-interactively, prints
# the backtrace and exits.
local i
mkdir -p src
for i in $(seq -w 1 30); do
  {
    printf '(in-package :cl-user)\n\n(defun invoice-%s-total (lines discount)\n  (let ((subtotal (reduce #'"'"'+ lines))\n        (scratch 0))\n    (+ subtotal *rounding-%s*)))\n\n' "$i" "$i"
    printf '(defun invoice-%s-label (n)\n  (format nil "invoice ~a/~a" n %d))\n\n' "$i" "$((10#$i))"
    if [[ $i == 21 ]]; then
      printf '(defparameter *invoice-21-rate* (parse-rate "0.21"))\n\n'
    fi
    printf '(format t "loaded invoice-%s~%%")\n' "$i"
  } >"src/invoice-$i.lisp"
done
{
  printf '(dolist (name (list'
  for i in $(seq -w 1 30); do printf ' "invoice-%s"' "$i"; done
  printf '))\n  (let ((fasl (compile-file (format nil "src/~a.lisp" name))))\n    (load fasl)))\n(format t "all invoices loaded~%%")\n'
} >build.lisp
