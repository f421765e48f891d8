# A Lua inventory module with 8 spec files of table-driven cases (about 30 each); the reservation
# spec expects a reservation beyond the stock to be refused, and the code lets stock go negative.
local f i
mkdir -p src spec
cat >src/inventory.lua <<'LUA'
-- Stock levels per SKU with reservations.
local M = {}

function M.new(levels)
  local stock = {}
  for sku, qty in pairs(levels) do stock[sku] = qty end
  return { stock = stock }
end

function M.reserve(inv, sku, qty)
  inv.stock[sku] = inv.stock[sku] - qty
  return true
end

function M.value(qty, cents)
  return qty * cents
end

return M
LUA
for f in apparel books games garden kitchen music sports toys; do
  {
    printf 'package.path = "src/?.lua;" .. package.path\nlocal inventory = require("inventory")\n\n'
    printf 'describe("%s stock value", function()\n' "$f"
    for i in $(seq 1 30); do
      printf '  it("values %d units at %d cents", function()\n    assert.are.equal(%d, inventory.value(%d, %d))\n  end)\n' "$i" "$((i * 199))" "$((i * i * 199))" "$i" "$((i * 199))"
    done
    printf 'end)\n'
    if [[ $f == kitchen ]]; then
      printf '\ndescribe("kitchen reservations", function()\n  it("refuses to reserve more than the stock", function()\n    local inv = inventory.new({ ["KT-0042"] = 3 })\n    local ok = inventory.reserve(inv, "KT-0042", 5)\n    assert.is_false(ok)\n    assert.are.equal(3, inv.stock["KT-0042"])\n  end)\nend)\n'
    fi
  } >"spec/${f}_spec.lua"
done
