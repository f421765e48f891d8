# A small catalogue served by three identical backends.
local i
for i in $(seq 1 40); do printf '{"sku":"sku-%d","price":%d}\n' "$i" $((i * 199)) >"site/sku-$i.json"; done
