cat >inventory.lisp <<'L'
(defstruct item sku qty bin)
(defparameter *items*
  (loop for i from 1 to 240 collect
        (make-item :sku (format nil "SKU-~4,'0d" i) :qty (* i 3) :bin (if (= i 173) nil (format nil "B~d" (mod i 12))))))
(defun bin-row (item) (char (item-bin item) 0))
(dolist (it *items*)
  (format t "~a qty ~d row ~a~%" (item-sku it) (item-qty it) (bin-row it)))
L
