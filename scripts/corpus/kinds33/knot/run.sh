# knotd -c knot.conf in the foreground, as the agent watched it while the lab's provisioning script
# brought up the term's 70 student VMs: each VM registers its name and address with knsupdate (an A
# record in lab.cs.example and a PTR in the reverse zone, one signed update each), so Knot logs
# 'ACL, allowed, action update, ... key 'lab-ddns-2024.'', 'DDNS, processing 1 updates', 'DDNS,
# finished, serial N -> N+1' and 'zone file updated' for every one. VM 37 was built from last
# year's template, which still carries the old key: its first update is refused, 'ACL, denied,
# action update, remote 127.0.0.1@N, key 'lab-ddns-2023.'' (a debug line like the 'allowed' ones;
# knsupdate gets NOTAUTH and stops, so no PTR is tried), and nothing else marks it; the later VMs
# register. Then SIGTERM: 'stopping server', 'shutting down'. Exit 0.
local port srv i n ip key
port=$(free_port)
sed -i "s/PORT/$port/" knot.conf
knotd -c knot.conf 2>&1 &
srv=$!
for i in $(seq 1 100); do ss -uln | grep -q "127.0.0.1:$port " && break; sleep 0.1; done
for n in $(seq 1 70); do
  ip=$((100 + n))
  key="hmac-sha256:lab-ddns-2024:ZmFrZS1sYWItZGRucy1rZXktMjAyNC10ZXN0LW9ubHk="
  [[ $n == 37 ]] && key="hmac-sha256:lab-ddns-2023:ZmFrZS1sYWItZGRucy1rZXktMjAyMy10ZXN0LW9ubHk="
  printf 'server 127.0.0.1 %s\nzone lab.cs.example\nupdate add student-vm%02d.lab.cs.example. 300 A 172.16.40.%s\nsend\nzone 40.16.172.in-addr.arpa\nupdate add %s.40.16.172.in-addr.arpa. 300 PTR student-vm%02d.lab.cs.example.\nsend\n' \
    "$port" "$n" "$ip" "$ip" "$n" | knsupdate -y "$key" >/dev/null 2>&1 || true
  sleep 0.05
done
sleep 0.5
kill -TERM "$srv"; wait "$srv" || true
