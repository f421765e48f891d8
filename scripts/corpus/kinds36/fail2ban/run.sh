# fail2ban-client -c . -f -x start in the foreground, as the agent watched it for 56 seconds while
# the booking system's auth log was written (a bounded generator, one write loop): the start-up
# lines, then one 'Found' line per failed login as the bots try the admin login from the
# documentation ranges, each address only one to three times, so none is banned. From 20 s the
# reception PC (192.168.1.20, on the guest house's LAN) fails five times in a row: the receptionist
# types the password of last month after the monthly change. Its fifth failure gets it the jail's
# only 'Ban' (NOTICE), in the middle of the bots' lines; nothing else says the reception is now
# locked out. Then Ctrl-C (SIGINT): the jail stops and the ban is lifted as it stops.
local srv rc=0
env --default-signal=INT fail2ban-client -c . -f -x start 2>&1 &
srv=$!
sleep 2
python3 - <<'PY'
import random, time
random.seed(36)
users = ["admin", "administrator", "root", "test", "booking", "info", "manager", "wp-admin", "user",
         "reception", "guest", "owner", "support", "office", "demo"]
nets = ["203.0.113", "198.51.100", "192.0.2"]
pool = [f"{random.choice(nets)}.{random.randint(2, 254)}" for _ in range(400)]
pool = list(dict.fromkeys(pool))
used = {}
office = [20.0, 24.5, 29.0, 33.5, 38.0]
start = time.time()
with open("logs/booking-admin.log", "a", buffering=1) as log:
    n = 0
    while True:
        t = time.time() - start
        if t > 50 or n > 400:
            break
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        if office and t >= office[0]:
            office.pop(0)
            log.write(f"{stamp} [auth] login failed for 'reception' from 192.168.1.20 (bad password)\n")
        for _ in range(random.choice([1, 1, 2])):
            ip = random.choice(pool)
            if used.get(ip, 0) >= 3:
                continue
            used[ip] = used.get(ip, 0) + 1
            log.write(f"{stamp} [auth] login failed for '{random.choice(users)}' from {ip} (unknown user)\n")
        n += 1
        time.sleep(0.25)
PY
sleep 4
kill -INT "$srv"; wait "$srv" || rc=$?
return "$rc"
