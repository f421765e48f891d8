# A Node service whose package.json pins the versions it was written against in 2020 (express
# 4.16, lodash 4.17.15, minimist 1.2.0, axios 0.21.0, node-fetch 2.6.0, jsonwebtoken 8.5.1...).
# The lock file is made without installing; `npm audit --json` then asks the registry's advisory
# service about every locked package.
cat >package.json <<'JSON'
{
  "name": "orders-api",
  "version": "2.3.1",
  "private": true,
  "dependencies": {
    "axios": "0.21.0",
    "body-parser": "1.18.3",
    "express": "4.16.0",
    "jsonwebtoken": "8.5.1",
    "lodash": "4.17.15",
    "minimist": "1.2.0",
    "moment": "2.29.1",
    "node-fetch": "2.6.0",
    "semver": "5.7.0",
    "qs": "6.5.2",
    "ws": "7.4.0",
    "yargs-parser": "13.1.1"
  }
}
JSON
npm install --package-lock-only --no-audit --no-fund --silent >/dev/null 2>&1
