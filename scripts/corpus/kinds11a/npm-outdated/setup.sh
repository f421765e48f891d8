# An invoicing service's dependencies, installed months ago and never bumped: most are a minor or
# patch behind; several (express, commander, pino, mocha...) have a new major out; the agent asks npm which are outdated.
cat > package.json <<'JSON'
{
  "name": "invoicing-service",
  "version": "3.2.0",
  "private": true,
  "dependencies": {
    "ajv": "^8.12.0",
    "axios": "^1.6.0",
    "commander": "^12.0.0",
    "dayjs": "^1.11.10",
    "express": "^4.19.2",
    "lodash": "^4.17.20",
    "pino": "^9.0.0",
    "semver": "^7.5.4",
    "uuid": "^9.0.1",
    "zod": "^3.22.4"
  },
  "devDependencies": {
    "mocha": "^10.2.0",
    "prettier": "^3.1.0"
  }
}
JSON
npm install --no-audit --no-fund --silent --ignore-scripts ajv@8.12.0 axios@1.6.0 commander@12.0.0 dayjs@1.11.10 express@4.19.2 lodash@4.17.20 pino@9.0.0 semver@7.5.4 uuid@9.0.1 zod@3.22.4 >/dev/null 2>&1
npm install --no-audit --no-fund --silent --ignore-scripts -D mocha@10.2.0 prettier@3.1.0 >/dev/null 2>&1
