"""The county's filtering cache that the school's Privoxy forwards to (a stand-in on loopback): it
answers every proxied request with a small page, and drops the connection without a word when a
request body is larger than its 1 MiB upload limit."""
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def _answer(self):
        body = ("<html><body>" + self.path + "</body></html>\n").encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        self._answer()

    def do_POST(self):
        n = int(self.headers.get("Content-Length", "0"))
        if n > 1024 * 1024:
            self.close_connection = True
            self.connection.shutdown(2)
            return
        self.rfile.read(n)
        self._answer()


ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
