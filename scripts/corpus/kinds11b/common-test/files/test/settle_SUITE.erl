%% Common Test suite for a settlement library: 12 groups of 20 cases; each case logs the batch it
%% settles with ct:pal (printed on the console) and checks its total. Group eur's case 14 uses
%% a fee table with a rounding error.
-module(settle_SUITE).
-include_lib("common_test/include/ct.hrl").
-export([all/0, groups/0, init_per_group/2, end_per_group/2]).
-compile(export_all).
-compile(nowarn_export_all).

currencies() -> [usd, eur, gbp, chf, sek, nok, dkk, pln, czk, huf, jpy, cad].

all() -> [{group, C} || C <- currencies()].

groups() ->
    [{C, [], [list_to_atom("batch_" ++ integer_to_list(N)) || N <- lists:seq(1, 20)]} || C <- currencies()].

init_per_group(C, Config) -> [{currency, C} | Config].
end_per_group(_C, _Config) -> ok.

fee(eur, 14, Cents) -> Cents * 15 div 1000;
fee(_, _, Cents) -> (Cents * 15 + 500) div 1000.

run(N, Config) ->
    C = ?config(currency, Config),
    Lines = [N * 1000 + I * 37 || I <- lists:seq(1, 25)],
    Fees = [fee(C, N, L) || L <- Lines],
    Total = lists:sum(Lines) + lists:sum(Fees),
    ct:pal("settled ~p batch ~p: ~p lines, fees ~p, total ~p", [C, N, length(Lines), lists:sum(Fees), Total]),
    Expected = lists:sum(Lines) + lists:sum([(L * 15 + 500) div 1000 || L <- Lines]),
    Expected = Total.
batch_1(Config) -> run(1, Config).
batch_2(Config) -> run(2, Config).
batch_3(Config) -> run(3, Config).
batch_4(Config) -> run(4, Config).
batch_5(Config) -> run(5, Config).
batch_6(Config) -> run(6, Config).
batch_7(Config) -> run(7, Config).
batch_8(Config) -> run(8, Config).
batch_9(Config) -> run(9, Config).
batch_10(Config) -> run(10, Config).
batch_11(Config) -> run(11, Config).
batch_12(Config) -> run(12, Config).
batch_13(Config) -> run(13, Config).
batch_14(Config) -> run(14, Config).
batch_15(Config) -> run(15, Config).
batch_16(Config) -> run(16, Config).
batch_17(Config) -> run(17, Config).
batch_18(Config) -> run(18, Config).
batch_19(Config) -> run(19, Config).
batch_20(Config) -> run(20, Config).
