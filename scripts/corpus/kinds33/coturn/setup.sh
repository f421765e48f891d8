# The TURN relay of a community health trust's video-visit service (coturn 4.6.1 from Debian, a
# private turnserver.conf in the case's dir: long-term credentials for each ward's visiting kiosk
# and the clinicians' laptops, relaying on 127.0.0.1 only, verbose, logging to stdout). The
# passwords are obviously fake ones generated here; none is printed by the server.
python3 - <<'PY'
devices = [f"kiosk-ward{n}" for n in range(1, 8)] + [f"laptop-{n:02d}" for n in range(1, 8)]
with open("devices.txt", "w") as f:
    for d in devices:
        f.write(f"{d}\tfake-{d}-pw\n")
with open("turnserver.conf", "w") as f:
    f.write("""listening-ip=127.0.0.1
listening-port=PORT
relay-ip=127.0.0.1
min-port=50000
max-port=50999
realm=visits.healthtrust.example
lt-cred-mech
fingerprint
no-tls
no-dtls
no-cli
allow-loopback-peers
log-file=stdout
simple-log
verbose
""")
    f.write(f"pidfile=PWD/turnserver.pid\nuserdb=PWD/turndb\n")
    for d in devices:
        f.write(f"user={d}:fake-{d}-pw\n")
PY
sed -i "s|PWD|$PWD|" turnserver.conf
