"""A small WSGI shop: each worker holds a lock file while it builds and serves its search index; a
lock whose worker is gone means that worker died mid-write, and the index is rebuilt."""
import atexit
import os
import sys

os.makedirs("locks", exist_ok=True)
for name in os.listdir("locks"):
    try:
        os.kill(int(name), 0)
    except ProcessLookupError:
        sys.stderr.write(f"shop: index lock left by worker pid {name}, which did not exit cleanly; rebuilding the search index (4,812 products)\n")
        os.remove(os.path.join("locks", name))
LOCK = os.path.join("locks", str(os.getpid()))
open(LOCK, "w").close()
atexit.register(os.remove, LOCK)


def app(environ, start_response):
    path = environ["PATH_INFO"]
    if path.startswith("/product/"):
        status, body = "200 OK", b"<h1>product</h1>"
    elif path == "/export":
        status, body = "200 OK", str(os.getpid()).encode()
    else:
        status, body = "404 Not Found", b"not found"
    start_response(status, [("Content-Type", "text/html"), ("Content-Length", str(len(body)))])
    return [body]
