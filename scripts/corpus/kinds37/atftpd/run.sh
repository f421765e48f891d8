# atftpd --daemon --no-fork --logfile - --verbose=6 in the foreground, as the agent watched it for
# about 46 seconds of the morning start in the ICT suite: the start-up lines (the options it runs
# with), then, for each thin client as it is switched on (tftp-hpa's client standing in for the
# clients' PXE firmware, one RRQ a file in PXELINUX's own search order, a bounded list), 'Serving
# pxelinux.0 to 127.0.0.1:PORT' and 'Server thread exiting' for the files it has, and for the ones
# PXELINUX asks for and is expected not to find (pxelinux.cfg/<UUID>, 01-<MAC>, the IP address in hex
# shortened a digit at a time) 'File .../tftpboot/pxelinux.cfg/C0A8140B not found'. Four clients
# find the default menu and load the current kernel and initrd; the library corner PC, switched on
# third, finds its own menu and asks for ltsp/vmlinuz-6.1.0-13-amd64, which is not there ('File
# .../tftpboot/ltsp/vmlinuz-6.1.0-13-amd64 not found', the same form as the routine misses), and
# stops at the PXELINUX prompt. Then Ctrl-C (SIGINT).
local srv rc=0 port
port=$(cat port)
env --default-signal=INT atftpd --daemon --no-fork --logfile - --port "$port" --bind-address 127.0.0.1 --verbose=6 "$PWD/tftpboot" 2>&1 &
srv=$!
sleep 1.5
python3 - "$port" <<'PY'
import subprocess, sys, time
port = sys.argv[1]
clients = [  # (start second, uuid, mac, ip, own menu)
    (2, "4c4c4544-0032-5a10-8031-b4c04f4e3232", "3c-52-82-4a-90-11", "192.168.20.11", False),
    (9, "4c4c4544-0032-5a10-8031-b4c04f4e3233", "3c-52-82-4a-90-12", "192.168.20.12", False),
    (17, "4c4c4544-0044-4b10-8052-c2c04f395631", "3c-52-82-4a-91-07", "192.168.20.40", True),
    (26, "4c4c4544-0032-5a10-8031-b4c04f4e3234", "3c-52-82-4a-90-13", "192.168.20.13", False),
    (34, "4c4c4544-0032-5a10-8031-b4c04f4e3235", "3c-52-82-4a-90-14", "192.168.20.14", False),
]
def get(name):
    subprocess.run(["tftp", "127.0.0.1", port, "-m", "binary", "-c", "get", name, "/dev/null"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=20)
start = time.time()
for at, uuid, mac, ip, own in clients:
    while time.time() - start < at:
        time.sleep(0.1)
    get("pxelinux.0")
    get("ldlinux.c32")
    get(f"pxelinux.cfg/{uuid}")
    get(f"pxelinux.cfg/01-{mac}")
    if own:
        get("ltsp/vmlinuz-6.1.0-13-amd64")
        continue
    hexip = "".join(f"{int(o):02X}" for o in ip.split("."))
    for n in range(8, 0, -1):
        get(f"pxelinux.cfg/{hexip[:n]}")
    get("pxelinux.cfg/default")
    get("ltsp/vmlinuz-6.1.0-28-amd64")
    get("ltsp/initrd.img-6.1.0-28-amd64")
while time.time() - start < 44:
    time.sleep(0.2)
PY
kill -INT "$srv"; wait "$srv" || rc=$?
return "$rc"
