# vsftpd 3.0 (standalone, anonymous uploads only, chrooted) receiving the nightly drops of 40
# partners: each partner logs in and uploads its order files into incoming/<partner>/; the drop
# directory of partner-23 was re-created by root during a migration and is no longer writable by
# the FTP user, so its uploads fail. Then the agent reads vsftpd's log.
local port vs i rc=0
port=$(free_port)
mkdir -p ftp/incoming
for i in $(seq -w 1 40); do mkdir -p "ftp/incoming/partner-$i"; done
chown -R nobody:nogroup ftp/incoming
chown root:root ftp/incoming/partner-23; chmod 755 ftp/incoming/partner-23
chmod 555 ftp
cat >vsftpd.conf <<CONF
listen=YES
listen_address=127.0.0.1
listen_port=$port
background=NO
anonymous_enable=YES
local_enable=NO
write_enable=YES
anon_upload_enable=YES
anon_root=$PWD/ftp
ftp_username=nobody
no_anon_password=YES
pasv_enable=YES
pasv_address=127.0.0.1
seccomp_sandbox=NO
xferlog_enable=YES
xferlog_std_format=NO
vsftpd_log_file=$PWD/vsftpd.log
CONF
vsftpd vsftpd.conf >/dev/null 2>&1 &
vs=$!
sleep 1
python3 - "$port" >/dev/null 2>&1 <<'PY'
import ftplib, io, sys
port = int(sys.argv[1])
for night in range(3):
    for p in range(1, 41):
        try:
            f = ftplib.FTP()
            f.connect("127.0.0.1", port, timeout=10)
            f.login()
            for n in range(3):
                name = "incoming/partner-%02d/orders-2026120%d-%d.csv" % (p, night + 1, n + 1)
                body = ("order,sku,qty\n" + "".join("%d,SKU-%04d,%d\n" % (p * 1000 + i, i, i % 5 + 1) for i in range(40 + p))).encode()
                try:
                    f.storbinary("STOR " + name, io.BytesIO(body))
                except ftplib.all_errors:
                    pass
            f.quit()
        except ftplib.all_errors:
            pass
PY
kill "$vs"; wait "$vs" 2>/dev/null || true
cat vsftpd.log || rc=$?
return $rc
