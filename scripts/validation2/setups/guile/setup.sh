cat >routes.scm <<'S'
(use-modules (ice-9 format))
(define routes
  (map (lambda (i) (cons (format #f "/api/v1/resource-~a" i) (if (= i 88) 'missing (* i 10)))) (iota 120 1)))
(define (weight r) (+ 1 (cdr r)))
(for-each (lambda (r) (format #t "route ~a weight ~a~%" (car r) (weight r))) routes)
S
