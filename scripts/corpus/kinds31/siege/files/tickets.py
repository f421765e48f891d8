"""Timed-entry ticket API of a science museum (stand-in for the staging service)."""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

PRICES = {"adult": 1800, "child": 900, "concession": 1200, "member": 0}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        url = urlparse(self.path)
        q = parse_qs(url.query)
        if url.path.startswith("/api/slots/"):
            day = url.path.rsplit("/", 1)[1]
            self.reply(200, [{"day": day, "time": f"{h:02d}:{m:02d}", "left": (h * 7 + m) % 40}
                             for h in range(10, 17) for m in (0, 30)])
        elif url.path == "/api/quote":
            tickets = q.get("tickets", [""])[0].split(",")
            try:
                total = sum(PRICES[t] for t in tickets)
            except KeyError:
                self.reply(500, {"error": "internal error"})
                return
            self.reply(200, {"tickets": tickets, "total_cents": total})
        elif url.path == "/api/exhibitions":
            self.reply(200, [{"id": i, "title": t} for i, t in enumerate(
                ["Tides and Moons", "The Clockmakers", "Inside the Hive", "Light Years", "Bridges"])])
        else:
            self.reply(404, {"error": "not found"})


ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
