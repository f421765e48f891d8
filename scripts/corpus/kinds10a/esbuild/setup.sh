# A storefront of 80 modules bundled with esbuild: every page module has a duplicate key in its
# object literal and a typeof compared with a misspelt type (warnings); src/cart/checkout.js
# imports applyVoucher, which src/cart/vouchers.js no longer exports (No matching export, the one
# error); esbuild prints every message (--log-limit=0) and writes no bundle.
local i
k10a_npm_tools
mkdir -p src/pages src/cart
printf 'export function money(c) {\n  return (c / 100).toFixed(2);\n}\n' >src/money.js
for i in $(seq -w 1 80); do
  printf "import { money } from '../money.js';\n\nexport const page%s = {\n  id: %d,\n  title: 'Page %s',\n  price: money(%d),\n  title: 'Landing %s',\n};\n\nexport function isReady%s(v) {\n  return typeof v === 'undefind' ? false : true;\n}\n" \
    "$i" "$((10#$i))" "$i" "$((10#$i * 199))" "$i" "$i" >"src/pages/page$i.js"
done
printf 'export function applyCoupon(cents, code) {\n  return code === "SAVE10" ? Math.round(cents * 0.9) : cents;\n}\n' >src/cart/vouchers.js
printf "import { applyVoucher } from './vouchers.js';\n\nexport function checkout(cents, code) {\n  return applyVoucher(cents, code);\n}\n" >src/cart/checkout.js
{
  for i in $(seq -w 1 40); do printf "import { page%s, isReady%s } from './pages/page%s.js';\n" "$i" "$i" "$i"; done
  printf "import { checkout } from './cart/checkout.js';\n"
  for i in $(seq -w 41 80); do printf "import { page%s, isReady%s } from './pages/page%s.js';\n" "$i" "$i" "$i"; done
  printf '\nconst pages = ['
  for i in $(seq -w 1 80); do printf 'page%s, ' "$i"; done
  printf '];\nconst ready = ['
  for i in $(seq -w 1 80); do printf 'isReady%s(pages[%d]), ' "$i" "$((10#$i - 1))"; done
  printf '];\nconsole.log(pages.length, ready.length, checkout(1000, "SAVE10"));\n'
} >src/index.js
