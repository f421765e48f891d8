-module(billing).
-export([main/0]).

%% Runs 600 invoices through the supervised worker and prints one line each.
main() ->
    {ok, _Sup} = billing_sup:start_link(),
    lists:foreach(fun run/1, lists:seq(1, 600)),
    io:format("batch done~n").

run(N) ->
    Invoice = #{id => N, lines => (N rem 7) + 1, net => N * 1375, rate => rate(N)},
    try billing_worker:price(Invoice) of
        Gross -> io:format("invoice ~4..0B: ~B lines, gross ~B~n", [N, maps:get(lines, Invoice), Gross])
    catch
        exit:_ -> io:format("invoice ~4..0B: worker unavailable, queued for retry~n", [N])
    end.

rate(417) -> undefined;
rate(N) -> 19 + N rem 3.
