# A rebar3 application of 40 settlement modules, each with an unused variable and an unused
# helper (warnings); settle_27's fold uses a variable it never bound (an error).
local i m
mkdir -p src
cat >rebar.config <<'CFG'
{erl_opts, [debug_info, warn_unused_vars, warn_unused_function, warn_shadow_vars]}.
{deps, []}.
CFG
cat >src/ledger.app.src <<'APP'
{application, ledger,
 [{description, "Ledger settlement"},
  {vsn, "1.4.0"},
  {registered, []},
  {applications, [kernel, stdlib]},
  {env, []}]}.
APP
for i in $(seq -w 1 40); do
  m=settle_$i
  {
    printf -- '-module(%s).\n-export([run/2, fee/1]).\n\n' "$m"
    printf -- '%%%% Settles the postings of batch %s.\n' "$i"
    printf 'run(Postings, Opts) ->\n    Currency = proplists:get_value(currency, Opts, eur),\n'
    if [[ $i == 27 ]]; then
      printf '    lists:foldl(fun({_Id, Amount}, Acc) -> Acc + Amount + Fee end, Total, Postings).\n\n'
    else
      printf '    lists:foldl(fun({_Id, Amount}, Acc) -> Acc + Amount end, 0, Postings).\n\n'
    fi
    printf 'fee(Amount) when Amount > 10000 ->\n    Amount div 100;\nfee(Amount) ->\n    Rounded = Amount div 50,\n    Amount div 200.\n\n'
    printf 'legacy_rate(batch_%s) ->\n    0.015.\n' "$i"
  } >"src/$m.erl"
done
