# The sign-up service of a cycling club's Saturday rides (ride-signups, Node 20), run by the club's
# volunteer developer under nodemon 3.1 (from the npm registry, a project dependency) while members
# sign up. The ride leaders' config lives in config/rides.json, which nodemon watches with src/.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
