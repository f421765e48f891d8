# A shop front of 160 small ES modules in two entry points: every module imports a helper that
# src/util/format.js no longer exports (export-not-found warnings), src/checkout/tax.js imports
# './rates/eu-vat' which was moved (module not found, the one error); the bundle also exceeds the
# size hints.
local i
k8_npm_tools
mkdir -p src/pages src/util src/checkout
printf 'export function money(c) { return (c / 100).toFixed(2); }\nexport function pad(s) { return String(s).padStart(8); }\n' >src/util/format.js
for i in $(seq -w 1 160); do
  printf "import { money, formatSku } from '../util/format.js';\nexport const page%s = { id: %d, title: 'Page %s', price: money(%d), sku: formatSku && formatSku('S%s'), body: '%s' };\n" \
    "$i" "$((10#$i))" "$i" "$((10#$i * 199))" "$i" "$(printf 'lorem ipsum dolor sit amet %.0s' $(seq 1 12))" >"src/pages/page$i.js"
done
printf "import { rate } from './rates/eu-vat';\nexport function tax(cents, country) { return Math.round(cents * rate(country)); }\n" >src/checkout/tax.js
{
  for i in $(seq -w 1 100); do printf "import { page%s } from './pages/page%s.js';\n" "$i" "$i"; done
  printf "import { tax } from './checkout/tax.js';\nexport const pages = ["
  for i in $(seq -w 1 100); do printf 'page%s, ' "$i"; done
  printf '];\nconsole.log(pages.length, tax(1000, "NL"));\n'
} >src/index.js
{
  for i in $(seq -w 101 160); do printf "import { page%s } from './pages/page%s.js';\n" "$i" "$i"; done
  printf 'export const adminPages = ['
  for i in $(seq -w 101 160); do printf 'page%s, ' "$i"; done
  printf '];\n'
} >src/admin.js
