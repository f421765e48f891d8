# The telemetry collector of a city bike-share scheme (Erlang/OTP 25, twenty modules under src/:
# dock registry, telemetry ingest, battery monitor, rebalancer, alerts, storage, the depot API...),
# checked with dialyzer -Wunmatched_returns -Werror_handling against a PLT of erts, kernel and
# stdlib built here first. The old code base writes files, sends on sockets and casts to servers
# without matching what comes back, so most lines are 'Expression produces a value of type ..., but
# this value is unmatched'. In the middle, src/dw_paging.erl matches {ok, Pct} against
# dw_battery:level/1, which returns a bare number: 'The pattern {'ok', Pct} can never match the type
# number()', so a low battery never pages the depot. Exit 2 (warnings).
dialyzer --build_plt --apps erts kernel stdlib --output_plt .dialyzer.plt >/dev/null 2>&1 || true
mkdir -p src
python3 - <<'PY'
import random
random.seed(3217)
mods = ["dw_app", "dw_sup", "dw_registry", "dw_ingest", "dw_battery", "dw_rebalancer",
        "dw_paging", "dw_storage", "dw_api", "dw_export", "dw_firmware", "dw_audit", "dw_gps",
        "dw_maintenance", "dw_tariffs", "dw_weather", "dw_zones", "dw_locks", "dw_depot", "dw_journeys"]
unmatched = [
    ("file:write_file(Path, term_to_binary(Data))", "Path, Data"),
    ("gen_tcp:send(Sock, Data)", "Sock, Data"),
    ("file:close(Fd)", "Fd"),
    ("file:delete(Path)", "Path"),
    ("file:make_dir(Path)", "Path"),
    ("gen_udp:send(Sock, {127,0,0,1}, 4711, Data)", "Sock, Data"),
    ("file:rename(Path, Data)", "Path, Data"),
    ("application:ensure_all_started(Data)", "Data"),
    ("file:sync(Fd)", "Fd"),
    ("gen_tcp:close(Sock), gen_tcp:shutdown(Sock, write)", "Sock"),
]
verbs = ["flush", "persist", "push", "spool", "archive", "rotate", "notify", "sync", "drop", "mark", "touch", "emit"]
nouns = ["dock", "bay", "bike", "reading", "battery", "slot", "depot", "report", "batch", "snapshot", "lock", "beacon"]
for m in mods:
    L = [f"%% {m}: part of dockwatch, the bike-share telemetry collector.", f"-module({m}).", "-export([start/0])."]
    body = []
    names = []
    n = random.randint(8, 12)
    for i in range(n):
        call, args = random.choice(unmatched)
        fn = f"{random.choice(verbs)}_{random.choice(nouns)}_{i}"
        names.append((fn, args.count(",") + 1))
        body += [f"{fn}({args}) ->",
                 f"    io:format(\"~p: {fn}~n\", [?MODULE]),",
                 f"    {call},",
                 "    ok.", ""]
    if m == "dw_battery":
        names.append(("level", 1))
        body += ["level(Dock) when is_map(Dock) ->",
                 "    Mv = maps:get(millivolts, Dock, 0),",
                 "    max(0, min(100, (Mv - 3300) * 100 / 900)).", ""]
    if m == "dw_paging":
        names.append(("check_dock", 1))
        body += ["check_dock(Dock) ->",
                 "    case dw_battery:level(Dock) of",
                 "        {ok, Pct} when Pct < 15 ->",
                 "            page_depot(maps:get(id, Dock), Pct);",
                 "        _ ->",
                 "            ok",
                 "    end.", "",
                 "page_depot(Id, Pct) ->",
                 "    io:format(\"dock ~p battery at ~p%~n\", [Id, Pct]).", ""]
        names.append(("page_depot", 2))
    exports = ", ".join(f"{f}/{a}" for f, a in names)
    L.append(f"-export([{exports}]).")
    L += ["", "start() ->", "    ok.", ""] + body
    open(f"src/{m}.erl", "w").write("\n".join(L))
PY
