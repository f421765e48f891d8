cat >ledger.erl <<'E'
-module(ledger).
-export([balance/1, apply_fee/2, split/2]).
balance(Entries) -> lists:foldl(fun({_, Amount}, Acc) -> Acc + Amount end, 0, Entries).
apply_fee(Cents, Percent) -> Cents - (Cents * Percent) div 100.
split(Cents, Parts) -> Base = Cents div Parts, [Base || _ <- lists:seq(1, Parts)].
E
{
  echo '-module(ledger_tests).'
  echo '-include_lib("eunit/include/eunit.hrl").'
  for i in $(seq 1 60); do echo "balance_${i}_test() -> ?assertEqual($((i*3)), ledger:balance([{a, $i}, {b, $((i*2))}]))."; done
  for i in $(seq 1 40); do echo "fee_${i}_test() -> ?assertEqual($((i*100 - i)), ledger:apply_fee($((i*100)), 1))."; done
  echo 'split_remainder_test() -> ?assertEqual([34, 33, 33], ledger:split(100, 3)).'
  echo 'split_sum_test() -> ?assertEqual(1001, lists:sum(ledger:split(1001, 7))).'
  echo 'fee_rounding_test() -> ?assertEqual(9851, ledger:apply_fee(9999, 1.5)).'
} >ledger_tests.erl
erlc ledger.erl ledger_tests.erl
