# isort is Debian's python3-isort, a module of the system Python (no isort script on PATH).
/usr/bin/python3 -m isort --check-only --diff --verbose src
