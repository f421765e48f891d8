# The staff Wi-Fi of a group medical practice authenticates against FreeRADIUS 3.2 (Debian): a
# private copy of the packaged configuration (raddb/, eap left out: no certificates here, the
# server runs as the invoking user), one virtual server 'clinic' (preprocess, files, expiration,
# logintime, pap), and the practice's users file with the staff's cleartext passwords, rooms and
# VLANs. A locum doctor's entry was copied from the previous locum's and kept its Expiration date.
rm -rf raddb
cp -rL /etc/freeradius/3.0 raddb
rm -f raddb/mods-enabled/eap raddb/sites-enabled/*
sed -i -e 's/^\(\s*\)user = freerad/\1#user = freerad/' -e 's/^\(\s*\)group = freerad/\1#group = freerad/' raddb/radiusd.conf
cat >raddb/clients.conf <<'CONF'
client wifi-controller {
	ipaddr = 127.0.0.1
	secret = practice-wlc-2024
	shortname = wlc-reception
	nas_type = other
}
CONF
cat >raddb/sites-enabled/clinic <<'CONF'
server clinic {
	listen {
		type = auth
		ipaddr = 127.0.0.1
		port = 0
	}
	authorize {
		preprocess
		files
		expiration
		logintime
		pap
	}
	authenticate {
		Auth-Type PAP {
			pap
		}
	}
	post-auth {
		Post-Auth-Type REJECT {
			attr_filter.access_reject
		}
	}
}
CONF
python3 - <<'PY'
import random
random.seed(3101)
staff = ["r.okafor", "s.lindqvist", "m.haddad", "j.whitfield", "a.nakamura", "p.oconnell", "t.brennan",
         "k.mensah", "l.fontaine", "d.castillo", "h.varga", "e.morrow", "n.patel", "g.ibrahim", "c.duarte",
         "b.kowalczyk", "f.amadi", "v.rossi", "w.thornton", "y.zhou"]
vlans = {"clinical": 20, "admin": 30, "pharmacy": 40}
entries = []
for u in staff:
    role = random.choice(list(vlans))
    entries.append((u, f"{u.split('.')[1].capitalize()}{random.randint(10, 99)}!{random.choice('qwxz')}", role, None))
entries.insert(11, ("dr.adeyemi", "Locum-Summer24", "clinical", "31 Jan 2024 00:00"))
with open("raddb/mods-config/files/authorize", "w") as f:
    f.write("# Staff Wi-Fi accounts (reception keeps this file; one entry per person)\n\n")
    for u, pw, role, exp in entries:
        check = f'{u}\tCleartext-Password := "{pw}"'
        if exp:
            check += f', Expiration := "{exp}"'
        f.write(check + "\n")
        f.write(f'\tTunnel-Type = VLAN,\n\tTunnel-Medium-Type = IEEE-802,\n\tTunnel-Private-Group-Id = "{vlans[role]}",\n\tReply-Message = "Welcome to the {role} network"\n\n')
# The reception controller's requests through the morning: each member of staff's devices, a few
# wrong passwords typed on a new phone, and the locum's three tries.
reqs = []
aps = ["AP-Reception", "AP-Consult-1", "AP-Consult-2", "AP-Pharmacy", "AP-Staffroom"]
plan = [e for e in entries if e[0] != "dr.adeyemi"] * 1
random.shuffle(plan)
order = plan[:9] + [next(e for e in entries if e[0] == "dr.adeyemi")] + plan[9:]
for u, pw, role, exp in order:
    mac = "-".join(f"{random.randint(0, 255):02X}" for _ in range(6))
    reqs.append(f'User-Name = "{u}"\nUser-Password = "{pw}"\nNAS-IP-Address = 127.0.0.1\nNAS-Identifier = "{random.choice(aps)}"\nCalled-Station-Id = "00-1A-2B-3C-4D-5E:PracticeStaff"\nCalling-Station-Id = "{mac}"\nNAS-Port-Type = Wireless-802.11\n')
open("requests.txt", "w").write("\n".join(reqs))
PY
