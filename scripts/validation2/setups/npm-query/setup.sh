cat >package.json <<'J'
{ "name": "mailer-api", "version": "1.4.0", "private": true,
  "dependencies": { "express": "4.21.2", "lodash": "4.17.21", "debug": "4.3.7" } }
J
npm install --no-audit --no-fund --silent >/dev/null 2>&1
