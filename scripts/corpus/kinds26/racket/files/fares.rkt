#lang racket/base
;; Fares between zones of a tram network: a base fare plus a per-zone step; the night-tariff table
;; overrides a few pairs.
(provide fare)
(define overrides (hash '(3 . 11) 455 '(7 . 9) 410 '(12 . 2) 540))
(define (fare from to)
  (hash-ref overrides (cons from to)
            (lambda () (+ 180 (* 30 (abs (- from to)))))))
