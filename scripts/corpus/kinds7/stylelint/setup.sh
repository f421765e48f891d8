# 14 stylesheets with ~30 warnings each (long hex colours, units on zero, named colours); the
# ninth, src/checkout.css, has one unknown property (an error) among its warnings.
k7_npm_tools
mkdir -p src
local i k sheet
for sheet in base layout header nav catalog product cart basket checkout payment account footer print admin; do
  {
    for i in $(seq 1 10); do
      printf '.%s-block-%d {\n  color: #ffffff;\n  margin: 0px;\n  background: white;\n  padding: %dpx;\n}\n\n' "$sheet" "$i" "$i"
      if [[ $sheet == checkout && $i == 6 ]]; then printf '.checkout-total {\n  font-weight: bold;\n  colr: #333;\n}\n\n'; fi
    done
  } >"src/$sheet.css"
done
