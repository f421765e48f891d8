# The worker's one dependency, winston 3, from the npm registry.
printf '{"name":"invoice-export","version":"2.3.1","private":true}\n' > package.json
npm install --no-audit --no-fund --silent winston@3.17.0 >/dev/null 2>&1
