# catalog-api behind caddy: fast JSON answers, except the CSV export, which takes 4 s.
import http.server, json, sys, time

class H(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass
    def do_GET(self):
        if self.path.startswith("/api/export"):
            time.sleep(4)
        code = 404 if self.path.endswith("/0") else 200
        b = json.dumps({"path": self.path}).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
