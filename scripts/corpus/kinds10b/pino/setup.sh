# The job's one dependency, pino 9, from the npm registry.
printf '{"name":"reconcile-job","version":"1.0.0","private":true}\n' >package.json
npm install --no-audit --no-fund --silent pino@9.5.0 >/dev/null 2>&1
