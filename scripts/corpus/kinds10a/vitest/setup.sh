# A pricing library of 12 modules with a vitest file each (25 table tests a file, 300 in all);
# shipping.js reads its surcharge from a tariff table with one mistyped entry (17 units), so one
# case of shipping.test.js fails toBe.
local m i
k10a_npm_tools
mkdir -p src test
printf '{"name":"pricing","version":"2.1.0","private":true,"type":"module"}\n' >package.json
for m in tax discount coupon currency invoice refund shipping stock bundle loyalty rounding vat; do
  if [[ $m == shipping ]]; then
    {
      printf '// Surcharge in cents by number of units (tariff 2026-03).\nconst TARIFF = ['
      for i in $(seq 0 25); do if [[ $i == 17 ]]; then printf '221, '; else printf '%d, ' "$(( (i * 125 + 5) / 10 ))"; fi; done
      printf '];\n\nexport function %s(cents, qty) {\n  return cents * qty + TARIFF[qty];\n}\n' "$m"
    } >"src/$m.js"
  else
    printf 'export function %s(cents, qty) {\n  const surcharge = Math.round(qty * 12.5);\n  return cents * qty + surcharge;\n}\n' "$m" >"src/$m.js"
  fi
  {
    printf "import { describe, it, expect } from 'vitest';\nimport { %s } from '../src/%s.js';\n\ndescribe('%s', () => {\n" "$m" "$m" "$m"
    for i in $(seq 1 25); do
      printf "  it('prices %d units at %d cents with the surcharge', () => {\n    expect(%s(%d, %d)).toBe(%d);\n  });\n" \
        "$i" "$((i * 37))" "$m" "$((i * 37))" "$i" "$((i * 37 * i + (i * 125 + 5) / 10))"
    done
    printf '});\n'
  } >"test/$m.test.js"
done
