# A Lua game-server codebase of 40 handler modules: each has an unused local, a shadowed upvalue,
# an accessed undefined global and a line over 120 characters (warnings); handlers/trade_33.lua has
# a stray 'end' (a syntax error).
local i
mkdir -p handlers
for i in $(seq -w 1 40); do
  {
    printf 'local json = require("json")\nlocal log = require("log")\n\n'
    printf 'local M = {}\n\n-- Handles trade requests of shard %s.\n' "$i"
    printf 'function M.handle(session, request)\n'
    printf '  local started = os.clock()\n'
    printf '  local log = session.logger\n'
    printf '  if not request.items then\n    return { ok = false, reason = "no items in the trade request for shard %s, session " .. tostring(session.id) .. " user " .. tostring(session.user) }\n  end\n' "$i"
    printf '  local total = 0\n  for _, item in ipairs(request.items) do\n    total = total + item.price * item.qty\n  end\n'
    printf '  metrics.observe("trade_total", total)\n'
    if [[ $i == 33 ]]; then
      printf '  end\n'
    fi
    printf '  return { ok = true, total = total }\nend\n\nreturn M\n'
  } >"handlers/trade_$i.lua"
done
