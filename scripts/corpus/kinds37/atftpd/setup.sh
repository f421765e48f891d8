# A primary school's ICT suite boots its thin clients over the network (LTSP): the server's TFTP root
# (tftpboot/) holds PXELINUX, its ldlinux.c32, the suite's default menu and the LTSP kernel and
# initrd (small stand-in files here). The library corner PC has its own menu, pxelinux.cfg/01-<its
# MAC>, written two years ago for the reading kiosk; it still names the kernel of that time,
# vmlinuz-6.1.0-13-amd64, which went with the last kernel upgrade. atftpd (Debian's atftpd 0.8)
# runs as nobody, so the case's dir is opened to it.
mkdir -p tftpboot/pxelinux.cfg tftpboot/ltsp
python3 - <<'PY'
import random
random.seed(37)
def blob(path, n):
    with open(path, "wb") as f:
        f.write(random.randbytes(n))
blob("tftpboot/pxelinux.0", 46368)
blob("tftpboot/ldlinux.c32", 122308)
blob("tftpboot/ltsp/vmlinuz-6.1.0-28-amd64", 262144)
blob("tftpboot/ltsp/initrd.img-6.1.0-28-amd64", 524288)
with open("tftpboot/pxelinux.cfg/default", "w") as f:
    f.write("DEFAULT ltsp\nTIMEOUT 30\nLABEL ltsp\n  KERNEL ltsp/vmlinuz-6.1.0-28-amd64\n"
            "  APPEND initrd=ltsp/initrd.img-6.1.0-28-amd64 root=/dev/nfs nfsroot=/srv/ltsp ip=dhcp quiet\n")
with open("tftpboot/pxelinux.cfg/01-3c-52-82-4a-91-07", "w") as f:
    f.write("# library corner: reading kiosk (Mrs Aldridge, 2023)\nDEFAULT kiosk\nTIMEOUT 10\nLABEL kiosk\n"
            "  KERNEL ltsp/vmlinuz-6.1.0-13-amd64\n"
            "  APPEND initrd=ltsp/initrd.img-6.1.0-13-amd64 root=/dev/nfs nfsroot=/srv/ltsp ip=dhcp quiet kiosk=library\n")
PY
chmod o+x "$WORK" "$WORK/k37" "$PWD"
chmod -R a+rX tftpboot
chmod a+w tftpboot
port=$(free_port)
echo "$port" > port
