# A stand-in for one of the library's recursive resolvers: answers every query (A records in
# 10.20.TAG.0/24 for any name, empty NOERROR answers for other types), on 127.0.0.1 only.
import socket, struct, sys
port, tag = int(sys.argv[1]), int(sys.argv[2])
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.bind(("127.0.0.1", port))
while True:
    q, addr = s.recvfrom(4096)
    tid, flags, qd = struct.unpack(">HHH", q[:6])
    i = 12
    while q[i]:
        i += q[i] + 1
    question = q[12:i + 5]
    qtype = struct.unpack(">H", q[i + 1:i + 3])[0]
    ans = b""
    an = 0
    if qtype == 1:
        ans = b"\xc0\x0c" + struct.pack(">HHIH", 1, 1, 300, 4) + bytes([10, 20, tag, (tid % 250) + 1])
        an = 1
    r = struct.pack(">HHHHHH", tid, 0x8180, 1, an, 0, 0) + question + ans
    s.sendto(r, addr)
