# A billing monorepo whose `npm run ci` runs four jobs in parallel with concurrently (prefixed,
# interleaved output): the API compile, the web bundle, the worker's tests and a migration replay
# that stops at migration 0042 on a schema drift (exit 3); the other three succeed.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
