# The mail server of a housing co-operative (Postfix 3.7 from Debian, a private instance in the case's
# dir: its own config directory copied from /etc/postfix with a new main.cf and a master.cf without
# chroot, the queue under spool/, virtual mbox mailboxes under vmail/ owned by nobody, a 2 MB
# mailbox limit, logging to stdout). Seventy members' mailboxes plus the office's; member 2417's
# mailbox file already holds nearly 2 MB of old statements with scanned attachments.
mkdir -p conf spool data vmail/coop.example
cp -RL /etc/postfix/. conf/
rm -f conf/main.cf
awk 'BEGIN{OFS="  "} /^#/ || NF < 8 || $2 !~ /^(inet|unix|fifo|pass|unix-dgram)$/ {print; next} {$5="n"; print}' /etc/postfix/master.cf |
  sed -e 's/^smtp  inet  .*/127.0.0.1:PORT  inet  n  -  n  -  -  smtpd/' >conf/master.cf
python3 - <<'PY'
import os, random
random.seed(1923)
first = ["Aisha", "Ben", "Carys", "Dev", "Ewa", "Finlay", "Grace", "Hassan", "Imogen", "Jonah", "Kasia", "Liam", "Mairi",
         "Nadia", "Owen", "Priya", "Quinn", "Rhys", "Sana", "Tomasz"]
last = ["Achebe", "Byrne", "Costa", "Dlamini", "Evans", "Fraser", "Gill", "Hughes", "Iqbal", "Jones", "Kowalski", "Lloyd",
        "Mensah", "Novak", "O'Neill", "Patel", "Quayle", "Reid", "Singh", "Taylor"]
members = []
for i in range(70):
    mid = 2380 + i
    members.append((mid, f"{random.choice(first)} {random.choice(last)}"))
with open("conf/vmailbox", "w") as f:
    f.write("office@coop.example coop.example/office\n")
    for mid, name in members:
        f.write(f"member{mid}@coop.example coop.example/member{mid}\n")
with open("members.txt", "w") as f:
    for mid, name in members:
        f.write(f"{mid}\t{name}\n")
# member 2417's mailbox: years of statements with scanned attachments, 1,998,800 bytes
with open("vmail/coop.example/member2417", "w") as f:
    n = 0
    while n < 1998800:
        block = (f"From office@coop.example Mon Jan  8 09:00:00 2024\nFrom: office@coop.example\nSubject: Statement\n\n"
                 + ("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=\n" * 400) + "\n")
        f.write(block[: 1998800 - n] if n + len(block) > 1998800 else block)
        n += len(block)
PY
chown -R nobody:nogroup vmail
cat >conf/main.cf <<CF
compatibility_level = 3.6
queue_directory = $PWD/spool
data_directory = $PWD/data
mail_owner = postfix
setgid_group = postdrop
myhostname = mail.coop.example
mydomain = coop.example
myorigin = coop.example
inet_interfaces = loopback-only
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
mydestination =
local_recipient_maps =
alias_maps =
alias_database =
relayhost =
smtpd_banner = \$myhostname ESMTP
biff = no
append_dot_mydomain = no
virtual_mailbox_domains = coop.example
virtual_mailbox_base = $PWD/vmail
virtual_mailbox_maps = texthash:$PWD/conf/vmailbox
virtual_uid_maps = static:65534
virtual_gid_maps = static:65534
virtual_mailbox_limit = 2000000
message_size_limit = 1000000
maillog_file = /dev/stdout
smtputf8_enable = no
CF
