# krb5kdc -n in the foreground (MIT Kerberos 1.20, Debian), its log on stderr, as the agent watched it
# for about 50 seconds of the morning sign-in at the health centre: the start-up lines, then one
# AS_REQ line a sign-in ('ISSUE: authtime ..., nurse.evans@FERNLEA.LAN for krbtgt/...') and
# TGS_REQ lines for the clinical system, the file share and the printer as each member of staff
# starts work (a bounded loop of kinit and kvno), with a few mistyped passwords ('PREAUTH_FAILED')
# put right at the second try. From 3 s the second desk PC's login script tries the reception
# account with last month's saved password every two or three seconds: five PREAUTH_FAILED lines,
# then LOCKED_OUT (the script gives up), and at 19 and 23 s the receptionist at the first desk,
# with the right new password, is refused too ('LOCKED_OUT'); the other staff's routine lines go on
# around and after them. Then Ctrl-C (SIGINT).
local srv rc=0
export KRB5_CONFIG=$PWD/krb5.conf KRB5_KDC_PROFILE=$PWD/kdc.conf
env --default-signal=INT krb5kdc -n 2>&1 &
srv=$!
sleep 1.5
python3 - <<'PY'
import os, random, subprocess, time
random.seed(37)
staff = [l.strip() for l in open("staff.txt") if l.strip()][:26]
services = ["HTTP/emis.fernlea.lan", "cifs/files.fernlea.lan", "host/print01.fernlea.lan"]
env = dict(os.environ)
def kinit(user, pw, cache):
    e = dict(env, KRB5CCNAME=f"FILE:{cache}")
    r = subprocess.run(["kinit", user], input=pw + "\n", text=True, env=e, capture_output=True)
    return r.returncode == 0
def kvno(cache, svc):
    e = dict(env, KRB5CCNAME=f"FILE:{cache}")
    subprocess.run(["kvno", svc], env=e, capture_output=True)
os.makedirs("cc", exist_ok=True)
start = time.time()
desk2 = [3, 5.5, 8, 10.5, 13, 16]
desk1 = [19, 23]
order = staff[:]
random.shuffle(order)
i = 0
while time.time() - start < 46:
    t = time.time() - start
    if desk2 and t >= desk2[0]:
        desk2.pop(0)
        kinit("reception", "Desk-September-2025", "cc/desk2")
    if desk1 and t >= desk1[0]:
        desk1.pop(0)
        if kinit("reception", "Desk-October-2025", "cc/desk1"):
            kvno("cc/desk1", services[0])
    if i < len(order):
        u = order[i]; i += 1
        pw = f"Spring-{u.split('.')[0]}-2025"
        cache = f"cc/{u}"
        if random.random() < 0.15:
            kinit(u, pw.lower(), cache)
            time.sleep(0.4)
        if kinit(u, pw, cache):
            for s in random.sample(services, random.choice([1, 1, 1, 2])):
                kvno(cache, s)
    else:
        # staff already signed in come back for another service ticket
        u = random.choice(order)
        kvno(f"cc/{u}", random.choice(services))
    time.sleep(random.uniform(0.8, 1.3))
PY
sleep 1
kill -INT "$srv"; wait "$srv" || rc=$?
return "$rc"
