# A rebar3 application with 12 modules of money arithmetic and their EUnit tests (about 25 each,
# generated from tables); split_test's three-way split of 100 cents expects [34,33,33] and the
# code gives the remainder to the last share.
local i
mkdir -p src test
printf '{erl_opts, [debug_info]}.\n{deps, []}.\n' >rebar.config
printf '{application, money, [{description, "Money"}, {vsn, "0.9.2"}, {registered, []}, {applications, [kernel, stdlib]}, {env, []}]}.\n' >src/money.app.src
cat >src/money_split.erl <<'ERL'
-module(money_split).
-export([split/2]).

%% Splits Cents into N shares that add up to Cents.
split(Cents, N) when N > 0 ->
    Base = Cents div N,
    Rest = Cents rem N,
    lists:duplicate(N - 1, Base) ++ [Base + Rest].
ERL
cat >test/money_split_tests.erl <<'ERL'
-module(money_split_tests).
-include_lib("eunit/include/eunit.hrl").

split_even_test() -> ?assertEqual([50, 50], money_split:split(100, 2)).
split_one_test() -> ?assertEqual([100], money_split:split(100, 1)).
split_keeps_every_cent_test() -> ?assertEqual(100, lists:sum(money_split:split(100, 3))).
split_three_ways_test() -> ?assertEqual([34, 33, 33], money_split:split(100, 3)).
split_zero_test() -> ?assertEqual([0, 0, 0], money_split:split(0, 3)).
ERL
for m in rounding tax fx fee vat discount interest ledger invoice refund payout; do
  cat >"src/money_$m.erl" <<ERL
-module(money_$m).
-export([apply/2]).

%% Applies a rate in basis points to an amount in cents, rounding half up.
apply(Cents, Bps) -> (Cents * Bps + 5000) div 10000.
ERL
  {
    printf -- '-module(money_%s_tests).\n-include_lib("eunit/include/eunit.hrl").\n\n' "$m"
    printf 'apply_test_() ->\n    [\n'
    for i in $(seq 1 25); do
      printf '     {"%s of %d cents at %d bps", ?_assertEqual(%d, money_%s:apply(%d, %d))}%s\n' \
        "$m" "$((i * 1000))" "$((i * 25))" "$(( (i * 1000 * i * 25 + 5000) / 10000 ))" "$m" "$((i * 1000))" "$((i * 25))" "$([[ $i == 25 ]] || echo ,)"
    done
    printf '    ].\n'
  } >"test/money_${m}_tests.erl"
done
