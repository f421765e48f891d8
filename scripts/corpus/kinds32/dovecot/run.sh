# dovecot -F in the foreground, as the agent watched it while the practice's mail clients came in
# one after another (a Python imaplib client, 150 sessions: login, SELECT INBOX, FETCH of the
# headers, LOGOUT): the master's start line, then per session 'imap-login: Login: user=<...>,
# method=PLAIN, rip=127.0.0.1, ...' and 'imap(USER)<PID><SESSION>: Logged out in=N out=N ...';
# a couple of mistyped passwords give 'auth: passwd-file(...): Password mismatch' and 'imap-login:
# Disconnected: ... (auth failed, 1 attempts ...)'. In the middle, j.okonkwo's session logs in
# and then 'imap(j.okonkwo)...: Error: ... Permission denied (euid=65534(nobody) ...
# dir owned by 0:0 mode=0700)' when her INBOX is opened (the client gets a SERVERBUG); later
# sessions are fine. Then SIGTERM. Exit 0.
local port srv i
port=$(free_port)
chmod o+x "$WORK" "$WORK/k32" "$PWD"
cat >dovecot.conf <<CONF
base_dir = $PWD/run
state_dir = $PWD/state
instance_name = practice-mail
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_verbose = yes
log_path = /dev/stderr
info_log_path = /dev/stderr
mail_location = maildir:~/Maildir
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = $PWD/users
}
userdb {
  driver = passwd-file
  args = $PWD/users
  default_fields = uid=nobody gid=nogroup home=$PWD/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $port
  }
  inet_listener imaps {
    port = 0
  }
}
CONF
dovecot -F -c dovecot.conf 2>&1 &
srv=$!
for i in $(seq 1 100); do ss -tln | grep -q "127.0.0.1:$port " && break; sleep 0.1; done
python3 - "$port" <<'PY'
import imaplib, random, sys, time
random.seed(11)
port = int(sys.argv[1])
users = [l.split(":") for l in open("users").read().splitlines()]
creds = {u: p.replace("{PLAIN}", "") for u, p, *_ in users}
names = list(creds)
seq = [random.choice([n for n in names if n != "j.okonkwo"]) for _ in range(150)]
seq[83] = "j.okonkwo"
typo = {27, 118}
for i, u in enumerate(seq):
    m = imaplib.IMAP4("127.0.0.1", port)
    try:
        pw = creds[u] + ("x" if i in typo else "")
        try:
            m.login(u, pw)
        except imaplib.IMAP4.error:
            m.logout()
            continue
        try:
            typ, data = m.select("INBOX")
            if typ == "OK" and int(data[0]) > 0:
                m.fetch("1:*", "(FLAGS BODY.PEEK[HEADER.FIELDS (SUBJECT FROM DATE)])")
        except imaplib.IMAP4.error:
            pass
        m.logout()
    except Exception:
        pass
    time.sleep(0.05)
PY
sleep 0.5
kill -TERM "$srv"; wait "$srv" || true
