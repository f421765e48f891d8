# A WSGI catalogue service: /sku/N answers at once; /export/N builds a CSV export synchronously,
# which takes about 4 s for a large account.
import time


def application(environ, start_response):
    path = environ.get("PATH_INFO", "/")
    if path.startswith("/export/"):
        account = path.rsplit("/", 1)[-1]
        time.sleep(4 if account == "acct-0042" else 0.05)
        body = ("sku,qty\n" + "".join(f"sku-{i},{i % 7}\n" for i in range(200))).encode()
        start_response("200 OK", [("Content-Type", "text/csv")])
        return [body]
    if path.startswith("/sku/"):
        start_response("200 OK", [("Content-Type", "application/json")])
        return [('{"sku": "%s", "stock": 12}' % path[5:]).encode()]
    start_response("404 Not Found", [("Content-Type", "text/plain")])
    return [b"not found"]
