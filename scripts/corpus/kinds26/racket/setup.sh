# A tram fare module in Racket and 16 rackunit test files (one per zone: the fare from it to every
# zone and back from the higher zones, 376 checks, each printing the fare it verifies); the tariff
# sheet says 7 -> 9 costs 240, the code's night-tariff override table says 410. raco test runs the
# directory.
mkdir -p tests
want() {
  local a=$1 b=$2 d
  d=$(( a > b ? a - b : b - a ))
  if [[ $a == 3 && $b == 11 ]]; then echo 455; elif [[ $a == 12 && $b == 2 ]]; then echo 540; else echo $(( 180 + 30 * d )); fi
}
for z in $(seq 1 16); do
  {
    echo '#lang racket/base'
    echo '(require rackunit "../fares.rkt")'
    for to in $(seq 1 16); do
      echo "(printf \"checking fare zone $z -> zone $to, adult single, weekday tariff 2024-05: ~a cents\\n\" (fare $z $to))"
      echo "(check-equal? (fare $z $to) $(want "$z" "$to") \"fare $z -> $to\")"
      (( to > z )) || continue
      echo "(printf \"checking fare zone $to -> zone $z (return leg), adult single, weekday tariff 2024-05: ~a cents\\n\" (fare $to $z))"
      echo "(check-equal? (fare $to $z) $(want "$to" "$z") \"fare $to -> $z\")"
    done
  } >tests/zone$(printf %02d "$z")-test.rkt
done
raco make fares.rkt tests/*.rkt
