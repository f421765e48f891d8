"""Checksums 1,600 blocks; block 1177's buffer address is lost (a NULL pointer), and reading it
through ctypes crashes the interpreter."""
import ctypes


def read_block(n, addr, size):
    return ctypes.string_at(addr)[:size]


def checksum(n):
    buf = ctypes.create_string_buffer(b"x" * 64)
    addr = 0 if n == 1177 else ctypes.addressof(buf)
    data = read_block(n, addr, 64)
    return sum(data) % 65521


for n in range(1, 1601):
    print(f"block {n:04d} checksum {checksum(n):05d}", flush=True)
print("all blocks verified")
