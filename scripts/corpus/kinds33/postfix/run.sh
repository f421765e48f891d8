# postfix start-fg in the foreground, as the agent watched it while the co-operative's office system
# sent the quarter's rent statements (a Python smtplib client, one SMTP session per five members, 71
# messages: each member's statement, and one copy to the office). Each message is logged by smtpd,
# cleanup, qmgr and virtual ('status=sent (delivered to mailbox)', 'removed'); member 2417's
# statement does not fit under the mailbox limit: virtual logs 'dsn=5.2.2, status=bounced (delivery
# failed to mailbox .../member2417: error writing message: File too large)', the bounce daemon's
# 'sender non-delivery notification' goes to the office mailbox, and the rest are delivered. Then
# 'postfix stop': 'stopping the Postfix mail system', and start-fg's own 'Terminated'. Exit 0.
local port srv i
port=$(free_port)
sed -i "s/127.0.0.1:PORT/127.0.0.1:$port/" conf/master.cf
postfix -c "$PWD/conf" set-permissions >/dev/null 2>&1 || true
# through a pipe: postlogd reopens /dev/stdout, which on a regular file would start again at offset 0
postfix -c "$PWD/conf" start-fg 2>&1 | cat &
srv=$!
for i in $(seq 1 100); do ss -tln | grep -q "127.0.0.1:$port " && break; sleep 0.1; done
python3 - "$port" <<'PY'
import random, smtplib, sys, time
from email.message import EmailMessage
random.seed(44)
port = int(sys.argv[1])
members = [l.split("\t") for l in open("members.txt").read().splitlines()]
msgs = []
for mid, name in members:
    m = EmailMessage()
    m["From"] = "Lanark Road Housing Co-operative <office@coop.example>"
    m["To"] = f"{name} <member{mid}@coop.example>"
    m["Subject"] = f"Rent statement, quarter to 30 September 2024 (member {mid})"
    m["Message-ID"] = f"<stmt-2024q3-{mid}@coop.example>"
    rent = random.choice([412.50, 438.00, 455.75, 471.20, 502.00])
    m.set_content(f"Dear {name},\n\nYour rent for the quarter is {rent * 3:.2f} GBP; the balance of your account is "
                  f"{random.choice([0, 0, 0, -12.5, 25.0]):.2f} GBP.\n\nLanark Road Housing Co-operative\n" + "\n" * 2
                  + ("Statement line\n" * random.randint(60, 200)))
    msgs.append(m)
summary = EmailMessage()
summary["From"] = "statements@coop.example"
summary["To"] = "office@coop.example"
summary["Subject"] = "Statements sent: quarter to 30 September 2024"
summary["Message-ID"] = "<stmt-2024q3-summary@coop.example>"
summary.set_content("70 statements queued.\n")
msgs.append(summary)
for k in range(0, len(msgs), 5):
    s = smtplib.SMTP("127.0.0.1", port, local_hostname="office-pc.coop.example")
    for m in msgs[k:k + 5]:
        s.send_message(m, from_addr="office@coop.example")
    s.quit()
    time.sleep(0.4)
PY
sleep 3
postfix -c "$PWD/conf" stop >/dev/null 2>&1 || true
wait "$srv" || true
