# The monorepo of a group of three bakeries (loaf-and-ladle: the orders API, the web shop, shared
# code and the till's receipt-printer package) as a pnpm workspace; pnpm 10 from the npm registry
# (npm install -g pnpm@10.34.9: pnpm 11 does not run on Node 20), its store in the case's dir so
# every run fetches the ~100 packages from the registry again. The receipt-printer package's
# postinstall checks for the printer vendor's ESC/POS library, which only the tills have: on a
# developer's machine (or CI) it prints 'ESC/POS driver not found at ...' and exits 1, and the
# install fails with ELIFECYCLE after everything else was resolved, fetched and linked.
command -v pnpm >/dev/null 2>&1 || npm install -g --silent pnpm@10.34.9 >/dev/null 2>&1
