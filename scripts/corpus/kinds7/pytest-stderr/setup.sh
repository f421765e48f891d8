# 240 tests of a migration CLI run as a subprocess; one table's migration fails, and the reason is
# only in what the CLI wrote to stderr (the test asserts on the exit code).
mkdir -p tests
{
  printf 'import subprocess, sys\n\nimport pytest\n\nTABLES = [\n'
  for i in $(seq -w 1 240); do printf '    "table_%s",\n' "$i"; done
  printf ']\n\n\n@pytest.mark.parametrize("table", TABLES)\ndef test_migrates_cleanly(table):\n'
  printf '    proc = subprocess.run([sys.executable, "migrate.py", table])\n    assert proc.returncode == 0\n'
} >tests/test_migrate.py
