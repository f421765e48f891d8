# A Prolog route planner with 16 plunit units of 25 tests each, every test logging the fare it
# checked; one fare table row is wrong (zone 7 to 9 costs 410, not 360), so one test of unit
# fares_7 fails its assertion.
local u i
{
  printf ':- module(fares, [fare/3]).\n\n'
  for u in $(seq 1 16); do for i in $(seq 1 25); do
    if [[ $u == 7 && $i == 9 ]]; then f=410; else f=$(( 200 + u * 10 + i * 10 )); fi
    printf 'fare(%d, %d, %d).\n' "$u" "$i" "$f"
  done; done
} >fares.pl
{
  printf ':- use_module(library(plunit)).\n:- use_module(fares).\n\n'
  for u in $(seq 1 16); do
    printf ':- begin_tests(fares_%d).\n\n' "$u"
    for i in $(seq 1 25); do
      printf 'test(zone_%d_to_%d) :-\n    fare(%d, %d, F),\n    format("fare zone ~w to ~w: ~w cents~n", [%d, %d, F]),\n    assertion(F =:= %d).\n\n' \
        "$u" "$i" "$u" "$i" "$u" "$i" "$(( 200 + u * 10 + i * 10 ))"
    done
    printf ':- end_tests(fares_%d).\n\n' "$u"
  done
} >tests.pl
