-module(billing_worker).
-behaviour(gen_server).
-export([start_link/0, price/1]).
-export([init/1, handle_call/3, handle_cast/2]).

start_link() -> gen_server:start_link({local, ?MODULE}, ?MODULE, #{priced => 0}, []).

price(Invoice) -> gen_server:call(?MODULE, {price, Invoice}).

init(State) -> {ok, State}.

handle_call({price, #{net := Net, rate := Rate}}, _From, State = #{priced := P}) ->
    Gross = Net + Net * Rate div 100,
    {reply, Gross, State#{priced := P + 1}}.

handle_cast(_Msg, State) -> {noreply, State}.
