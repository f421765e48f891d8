# 90 JavaScript modules written without Prettier's style (double spaces, no semicolons, long lines);
# 30 are already formatted; src/orders/refund-17.js has a stray closing brace (a syntax error).
local i d
k8_npm_tools
for d in orders catalog billing; do mkdir -p "src/$d"; done
for i in $(seq -w 1 40); do
  for d in orders catalog billing; do
    if (( 10#$i % 4 == 0 )); then
      printf 'export function %s%s(cents) {\n  return cents * 2;\n}\n' "$d" "$i" >"src/$d/refund-$i.js"
    else
      printf 'export  function %s%s( cents ){ return { total: cents*2, label: "%s-%s", taxes: [ cents*0.21, cents*0.09 ] } }\n' "$d" "$i" "$d" "$i" >"src/$d/refund-$i.js"
    fi
  done
done
printf 'export function refund17(order) {\n  const cents = order.total\n  if (cents > 0) {\n    return cents }\n  }\n  return 0\n}\n' >src/orders/refund-17.js
