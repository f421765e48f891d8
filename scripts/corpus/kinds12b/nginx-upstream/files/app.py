# orders-api: a small JSON backend behind nginx. A corrupt order record (417) makes it abort.
import http.server, json, os, sys

class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a):
        pass
    def do_GET(self):
        if self.path.startswith("/api/orders/"):
            n = int(self.path.rsplit("/", 1)[1])
            if n == 417:
                os._exit(70)  # the decoder aborts on the corrupt record
            if n > 900:
                self.reply(404, {"error": "no such order"})
                return
            self.reply(200, {"id": n, "status": "shipped", "lines": n % 7 + 1})
        elif self.path == "/api/health":
            self.reply(200, {"ok": True})
        else:
            self.reply(404, {"error": "not found"})
    def reply(self, code, obj):
        b = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
