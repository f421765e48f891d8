-module(billing_sup).
-behaviour(supervisor).
-export([start_link/0, init/1]).

start_link() -> supervisor:start_link({local, ?MODULE}, ?MODULE, []).

init([]) ->
    Worker = #{id => billing_worker, start => {billing_worker, start_link, []},
               restart => permanent, shutdown => 1000, type => worker},
    {ok, {#{strategy => one_for_one, intensity => 5, period => 10}, [Worker]}}.
