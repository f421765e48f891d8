# spamd in the foreground (SpamAssassin 4.0.1, Debian), local tests only (-L), no user configs (-x),
# logging to stderr (--syslog=stderr), one child at a time, on 127.0.0.1: as the agent watched it for
# about 50 seconds of Monday morning's mail to the surgery's reception mailbox: the start-up lines,
# then for each message the MTA hands over (spamc, one a message from msgs/ in arrival order, a
# bounded list) 'connection from', 'checking message <Message-ID> for nobody:65534', 'clean message
# (1.0/5.0)' or 'identified spam (19.0/5.0)' and a 'result:' line with the rules that fired. The
# eighteenth, St Anne's discharge summary, is 'identified spam (5.6/5.0)' in the same form as the
# pill and lottery spam. Then Ctrl-C (SIGINT).
local srv rc=0 port i
port=$(cat port)
env --default-signal=INT spamd -x -L -C /usr/share/spamassassin --siteconfigpath="$PWD/sa" -H "$PWD/home" \
  -u nobody -m 1 --min-children=1 --max-spare=1 --syslog=stderr -i "127.0.0.1:$port" 2>&1 &
srv=$!
for i in $(seq 1 120); do
  spamc -d 127.0.0.1 -p "$port" -K >/dev/null 2>&1 && break
  sleep 0.25
done
sleep 1
for f in msgs/*.eml; do
  spamc -d 127.0.0.1 -p "$port" -u nobody -c <"$f" >/dev/null 2>&1 || true
  sleep 1.2
done
sleep 1
kill -INT "$srv"; wait "$srv" || rc=$?
return "$rc"
