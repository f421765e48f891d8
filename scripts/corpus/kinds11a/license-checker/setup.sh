# An invoice renderer about to ship as a closed-source product: its dependency tree (winston,
# express, dayjs, pdf-stamp...) is checked by license-checker before release. pdf-stamp, a
# contractor's package vendored under vendor/, is GPL-3.0-only; everything else is permissive.
cat > package.json <<'JSON'
{"name": "invoice-renderer", "version": "1.8.0", "private": true, "license": "UNLICENSED"}
JSON
npm install --no-audit --no-fund --silent --ignore-scripts winston@3.17.0 express@4.21.2 dayjs@1.11.13 ./vendor/pdf-stamp >/dev/null 2>&1
npm install --no-audit --no-fund --silent --ignore-scripts -D license-checker@25.0.1 >/dev/null 2>&1
