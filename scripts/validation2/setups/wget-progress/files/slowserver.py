import http.server, sys, time
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        size = {"/dist/app-2.4.1.tar.gz": 600_000, "/dist/app-2.4.1.tar.gz.sha256": 90, "/dist/assets-2.4.1.tar.gz": 3_000_000}.get(self.path)
        if size is None:
            self.send_error(404); return
        self.send_response(200)
        self.send_header("Content-Length", str(size))
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        sent, chunk = 0, 40_000
        limit = size if "assets" not in self.path else 1_320_000
        while sent < limit:
            n = min(chunk, limit - sent)
            self.wfile.write(b"x" * n); self.wfile.flush()
            sent += n
            time.sleep(0.05)
        self.close_connection = True
    def log_message(self, *a): pass
http.server.ThreadingHTTPServer(("127.0.0.1", 18312), H).serve_forever()
