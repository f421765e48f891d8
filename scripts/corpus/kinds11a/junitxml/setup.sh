# pytest writes a JUnit XML report (xunit2, captured stdout of every test as system-out); the agent
# reads the report with cat. Exactly-at-limit parcels (2 kg) fall into the next step in rates.py,
# so test_quote_matches_ladder[ES-2] fails, one of 90 tests.
python3 -m pytest -q -p no:cacheprovider --junitxml=report.xml >/dev/null 2>&1 || true
