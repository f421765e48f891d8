# OpenSSH's sshd in the foreground (-D -e: its log on stderr), LogLevel VERBOSE, on a free port of
# 127.0.0.1 with its own host key and config: public-key login only, the authorized keys read
# from this dir. A scanner (ssh in batch mode with its own key) tries 130 user names (admin,
# oracle, test, ubuntu, git, ...) and root, eight rounds of 17 names; after the fifth round the
# deploy job's key logs in as root once and runs `uptime`; then SIGTERM.
local port sd i u rc=0 users
port=$(free_port)
mkdir -p keys auth /run/sshd
ssh-keygen -q -t ed25519 -N '' -f keys/host_ed25519 -C host
ssh-keygen -q -t ed25519 -N '' -f keys/scanner -C scanner
ssh-keygen -q -t ed25519 -N '' -f keys/deploy -C deploy@ci
cp keys/deploy.pub auth/root
chmod 600 keys/* auth/root
cat >sshd_config <<CFG
Port $port
ListenAddress 127.0.0.1
HostKey $PWD/keys/host_ed25519
PidFile $PWD/sshd.pid
LogLevel VERBOSE
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
AuthorizedKeysFile $PWD/auth/%u
StrictModes no
UsePAM no
MaxStartups 100
CFG
/usr/sbin/sshd -D -e -f sshd_config &
sd=$!
for i in $(seq 1 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1).close()" 2>/dev/null && break; sleep 0.2; done
k10b_ssh() { # key user
  ssh -n -p "$port" -i "keys/$1" -o BatchMode=yes -o IdentitiesOnly=yes -o StrictHostKeyChecking=no \
    -o UserKnownHostsFile=/dev/null -o LogLevel=QUIET "$2@127.0.0.1" uptime >/dev/null 2>&1 || true
}
users="admin root oracle test ubuntu git postgres user guest ftp www-data deploy jenkins pi support mysql backup"
for i in $(seq 1 8); do
  for u in $users; do k10b_ssh scanner "$u"; done
  if (( i == 5 )); then k10b_ssh deploy root; fi
done
sleep 0.5
kill -TERM "$sd"; wait "$sd" || rc=$?
return $rc
