mariadb-install-db --no-defaults --datadir="$PWD/data" --user=root --auth-root-authentication-method=normal --skip-test-db >/dev/null 2>&1
