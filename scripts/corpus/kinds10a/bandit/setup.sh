# A Flask-less ops toolkit of 40 Python modules scanned with bandit -r: every module asserts its
# inputs (B101 assert_used, low) and imports subprocess (B404, low), and calls a fixed command
# without a shell (B603, low); backup_26.py runs a command built from its argument with
# shell=True (B602, high severity), the one finding that matters; the metrics at the end count it.
local i
mkdir -p ops
: >ops/__init__.py
for i in $(seq -w 1 40); do
  {
    printf 'import subprocess\n\n\ndef rotate_%s(path, keep):\n    assert keep > 0, "keep must be positive"\n    assert path.startswith("/var/"), "only /var paths"\n' "$i"
    printf '    return subprocess.run(["/usr/sbin/logrotate", "--state", path], check=True)\n\n\n' 
    if [[ $i == 26 ]]; then
      printf 'def backup_%s(database):\n    assert database\n    return subprocess.call("pg_dump " + database + " | gzip > /backups/" + database + ".gz", shell=True)\n' "$i"
    else
      printf 'def backup_%s(database):\n    assert database\n    return subprocess.call(["/usr/bin/pg_dump", "--file", "/backups/%s.sql", database])\n' "$i" "$i"
    fi
  } >"ops/backup_$i.py"
done
