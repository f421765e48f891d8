# ledger-sync: answers each request line with an ack; a connection closed by the peer is dropped
# from the poll set but its socket is never closed (the leak).
import selectors, socket, sys
sel = selectors.DefaultSelector()
srv = socket.socket(); srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
srv.bind(("127.0.0.1", int(sys.argv[1]))); srv.listen(128)
sel.register(srv, selectors.EVENT_READ)
leaked = []
while True:
    for key, _ in sel.select():
        if key.fileobj is srv:
            c, _ = srv.accept()
            sel.register(c, selectors.EVENT_READ)
        else:
            c = key.fileobj
            data = c.recv(4096)
            if data:
                c.sendall(b"ack " + data)
            else:
                sel.unregister(c)
                leaked.append(c)  # should be c.close()
